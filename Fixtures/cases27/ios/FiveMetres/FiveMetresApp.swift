import SwiftUI

@main
struct FiveMetresApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var liveActivityService: RealLiveActivityService
    @State private var scheduleService: RealScheduleService
    @State private var followService: RealFollowService
    @State private var matchService: RealMatchService
    @State private var deepLinkMatchId: String?

    init() {
        let api = URLSessionAPIClient()
        _liveActivityService = State(initialValue: RealLiveActivityService(api: api))
        _scheduleService = State(initialValue: RealScheduleService(api: api))
        _followService = State(initialValue: RealFollowService(api: api))
        _matchService = State(initialValue: RealMatchService(api: api))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.scheduleService, scheduleService)
                .environment(\.followService, followService)
                .environment(\.matchService, matchService)
                .task { await liveActivityService.restoreActivities() }
                .onOpenURL { url in
                    guard url.scheme == "fivemetres", url.host() == "match" else { return }
                    deepLinkMatchId = url.pathComponents.last
                }
                .sheet(item: $deepLinkMatchId) { matchId in
                    MatchDetailView(matchId: matchId, viewModel: MatchDetailViewModel(matchService: matchService))
                }
        }
        .onChange(of: scenePhase) { _, phase in
            matchService.sceneDidChange(to: phase)
        }
    }
}
