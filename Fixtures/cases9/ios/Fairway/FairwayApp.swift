import SwiftUI

@main
struct FairwayApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var auth: RealAuthService
    @State private var leaderboard: RealLeaderboardService
    @State private var liveActivities: RealLiveActivityService
    @State private var follows: RealFollowService

    init() {
        let api = URLSessionAPIClient(baseURL: AppConfig.apiBaseURL, session: .shared, decoder: .fairway)
        let auth = RealAuthService(tokenProvider: CognitoTokenProvider.live)
        let liveActivities = RealLiveActivityService(api: api, auth: auth)
        _auth = State(initialValue: auth)
        _leaderboard = State(initialValue: RealLeaderboardService(api: api, auth: auth))
        _liveActivities = State(initialValue: liveActivities)
        _follows = State(initialValue: RealFollowService(api: api, auth: auth, liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TournamentHubView(tournaments: [])
            }
            .environment(\.authService, auth)
            .environment(\.leaderboardService, leaderboard)
            .environment(\.liveActivityService, liveActivities)
            .environment(\.followService, follows)
            .task {
                await liveActivities.restoreExistingActivities()
                await follows.reconcile()
            }
        }
        .onChange(of: scenePhase) { _, phase in
            leaderboard.handle(scenePhase: phase)
        }
    }
}
