import SwiftUI
import os

@main
struct PitstopApp: App {
    @State private var raceService: RealRaceService
    @State private var liveActivityService: RealLiveActivityService
    @State private var followService: RealFollowService
    @State private var authService: CognitoAuthService
    @Environment(\.scenePhase) private var scenePhase
    private let logger = Logger(subsystem: "app.pitstop", category: "App")

    init() {
        let client = APIClient.shared
        let auth = CognitoAuthService(client: client, keychain: KeychainStore())
        let activities = RealLiveActivityService(client: client, tokenStore: PendingTokenStore())
        _authService = State(initialValue: auth)
        _raceService = State(initialValue: RealRaceService(client: client))
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(client: client, liveActivities: activities, authService: auth))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.raceService, raceService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.followService, followService)
                .environment(\.authService, authService)
                .task { await liveActivityService.restoreExistingActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            logger.debug("scene phase \(String(describing: phase), privacy: .public)")
        }
    }
}
