import SwiftUI

@main
struct CentrePassApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var matchService: RealMatchService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var preferencesService = RealPreferencesService()

    init() {
        let api = APIClient(baseURL: URL(string: "https://api.centrepass.app/v1")!) { await AuthTokenStore.shared.token }
        let matches = RealMatchService(api: api)
        let activities = RealLiveActivityService(api: api, matchService: matches)
        _matchService = State(initialValue: matches)
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(api: api, liveActivities: activities))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.preferencesService, preferencesService)
                .task {
                    await liveActivityService.restoreExistingActivities()
                    await followService.reconcile()
                }
        }
        .onChange(of: scenePhase) { _, newPhase in
            Task { await liveActivityService.handleScenePhase(newPhase) }
        }
    }
}

actor AuthTokenStore {
    static let shared = AuthTokenStore()
    var token: String?

    func update(_ newToken: String?) {
        token = newToken
    }
}
