import SwiftUI

@main
struct ShortCornerApp: App {
    @Environment(\.scenePhase) private var scenePhase

    @State private var matchService: RealMatchService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var preferencesService: RealNotificationPreferencesService

    init() {
        let client = APIClient(baseURL: AppConfig.apiBaseURL) { await AuthTokenStore.shared.currentToken() }
        let matches = RealMatchService(client: client)
        let activities = RealLiveActivityService(client: client, matchService: matches)
        _matchService = State(initialValue: matches)
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(client: client, liveActivities: activities))
        _preferencesService = State(initialValue: RealNotificationPreferencesService(client: client))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.notificationPreferencesService, preferencesService)
                .task { await liveActivityService.restoreExistingActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active else { return }
            Task { await followService.reconcile() }
        }
    }
}
