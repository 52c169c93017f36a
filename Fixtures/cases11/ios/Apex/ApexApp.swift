import SwiftUI

@main
struct ApexApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var auth: CognitoAuthService
    @State private var feed: RealRaceFeedService
    @State private var standings: RealStandingsService
    @State private var follows: RealFollowService
    @State private var activities: RealLiveActivityService

    init() {
        let client = APIClient(baseURL: URL(string: "https://api.apex.app")!, session: .shared)
        let auth = CognitoAuthService(refreshURL: URL(string: "https://auth.apex.app/token")!)
        let follows = RealFollowService(client: client)
        _auth = State(initialValue: auth)
        _feed = State(initialValue: RealRaceFeedService(client: client, auth: auth))
        _standings = State(initialValue: RealStandingsService(client: client, auth: auth))
        _follows = State(initialValue: follows)
        _activities = State(initialValue: RealLiveActivityService(client: client, auth: auth, followService: follows))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.authService, auth)
                .environment(\.raceFeedService, feed)
                .environment(\.standingsService, standings)
                .environment(\.followService, follows)
                .environment(\.liveActivityService, activities)
                .onChange(of: scenePhase) { _, phase in
                    Task { await activities.handleScenePhase(phase) }
                }
        }
    }
}
