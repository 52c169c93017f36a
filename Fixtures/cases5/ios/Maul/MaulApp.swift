import SwiftUI

@main
struct MaulApp: App {
    @Environment(\.scenePhase) private var scenePhase

    @State private var matchService: RealMatchService
    @State private var liveActivityService: RealLiveActivityService
    @State private var followService: RealFollowService
    @State private var openedMatchId: String?

    init() {
        let http = HTTPClient()
        let liveActivities = RealLiveActivityService(http: http)
        _matchService = State(initialValue: RealMatchService(http: http))
        _liveActivityService = State(initialValue: liveActivities)
        _followService = State(initialValue: RealFollowService(http: http, liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .sheet(item: $openedMatchId) { matchId in
                    NavigationStack { MatchDetailView(matchId: matchId) }
                }
                .onOpenURL { url in
                    guard url.scheme == "maul", url.host() == "match" else { return }
                    openedMatchId = url.pathComponents.dropFirst().first
                }
                .task {
                    liveActivityService.restoreExistingActivities()
                    liveActivityService.observePushToStartToken()
                    await followService.reconcile()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            Task { await liveActivityService.handle(scenePhase: phase) }
        }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
