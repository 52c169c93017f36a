import SwiftUI

@main
struct PuckOutApp: App {
    @Environment(\.scenePhase) private var scenePhase

    @State private var matchService: RealMatchService
    @State private var liveActivityService: RealLiveActivityService
    @State private var followService: RealFollowService
    @State private var standingsService = RealStandingsService(client: .shared)
    @State private var pushTokenService = RealPushTokenService(client: .shared)

    init() {
        let matches = RealMatchService(client: .shared)
        let activities = RealLiveActivityService(client: .shared, matchService: matches)
        _matchService = State(initialValue: matches)
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(client: .shared, liveActivities: activities))
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                MatchListView()
                    .tabItem { Label("Fixtures", systemImage: "sportscourt") }
                NavigationStack { GroupTableView(competitionId: "aihc-2026") }
                    .tabItem { Label("Tables", systemImage: "list.number") }
                NavigationStack { SettingsView() }
                    .tabItem { Label("Settings", systemImage: "gearshape") }
            }
            .tint(Theme.Colors.pitch)
            .environment(\.matchService, matchService)
            .environment(\.liveActivityService, liveActivityService)
            .environment(\.followService, followService)
            .environment(\.standingsService, standingsService)
            .environment(\.pushTokenService, pushTokenService)
            .task {
                await liveActivityService.restoreExistingActivities()
                await pushTokenService.observePushToStartTokens()
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .active {
                    Task { await followService.reconcile() }
                }
            }
        }
    }
}
