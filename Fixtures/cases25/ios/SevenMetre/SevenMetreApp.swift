import SwiftUI

@main
struct SevenMetreApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var matchService: RealMatchService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var showOnboarding = !UserDefaults.standard.bool(forKey: "didOnboard")

    init() {
        let client = APIClient()
        let activities = RealLiveActivityService(client: client)
        _matchService = State(initialValue: RealMatchService(client: client))
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(client: client, liveActivities: activities))
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                MatchListView()
                    .navigationDestination(for: String.self) { id in
                        MatchDetailView(matchId: id)
                    }
            }
            .sheet(isPresented: $showOnboarding) {
                OnboardingView(isPresented: $showOnboarding)
            }
            .environment(\.matchService, matchService)
            .environment(\.followService, followService)
            .environment(\.liveActivityService, liveActivityService)
            .onChange(of: scenePhase) { _, phase in
                if phase == .active {
                    Task {
                        await followService.reconcile()
                        await liveActivityService.restoreExistingActivities()
                    }
                }
            }
        }
    }

    #if DEBUG
    private func dumpLaunchState() {
        // umpire:disable-next-line no-print -- DEBUG-only launch dump, compiled out of release builds
        print("launch: onboarding=\(showOnboarding)")
    }
    #endif
}
