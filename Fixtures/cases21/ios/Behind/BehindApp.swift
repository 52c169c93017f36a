import SwiftUI

@main
struct BehindApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var matchService: RealMatchService
    @State private var liveActivityService: RealLiveActivityService
    @State private var followService: RealFollowService

    init() {
        let api = RealAPIClient.shared
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let matches = RealMatchService(api: api, cacheDirectory: caches)
        let liveActivities = RealLiveActivityService(api: api, matches: matches)
        _matchService = State(initialValue: matches)
        _liveActivityService = State(initialValue: liveActivities)
        _followService = State(initialValue: RealFollowService(api: api, liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .task {
                    await liveActivityService.restoreExistingActivities()
                    await followService.reconcile()
                }
                .onOpenURL { url in
                    let parts = url.pathComponents.filter { $0 != "/" }
                    guard url.host() == "match", let matchId = parts.first else { return }
                    Task { await liveActivityService.startIfLive(matchId: matchId) }
                }
                .onChange(of: scenePhase) { _, phase in
                    Task { await liveActivityService.handleScenePhase(phase) }
                }
        }
    }
}
