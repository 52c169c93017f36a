import SwiftUI

@main
struct SideoutApp: App {
    @State private var scoreService: RealScoreService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var pushRegistration: RealPushRegistrationService
    @State private var authService: CognitoAuthService
    @State private var standingsService: RealStandingsService
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let auth = CognitoAuthService(tokenURL: AppConstants.apiBaseURL.appendingPathComponent("auth/token"), clientId: "sideout-ios")
        let api = URLSessionAPIClient(baseURL: AppConstants.apiBaseURL) { await auth.idToken() }
        let push = RealPushRegistrationService(api: api, auth: auth)
        let activities = RealLiveActivityService(api: api, pushRegistration: push)
        _authService = State(initialValue: auth)
        _pushRegistration = State(initialValue: push)
        _liveActivityService = State(initialValue: activities)
        _scoreService = State(initialValue: RealScoreService(api: api))
        _followService = State(initialValue: RealFollowService(api: api, activityService: activities))
        _standingsService = State(initialValue: RealStandingsService(api: api, cacheDirectory: .cachesDirectory))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.scoreService, scoreService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.pushRegistrationService, pushRegistration)
                .environment(\.authService, authService)
                .environment(\.standingsService, standingsService)
                .task { await liveActivityService.restoreExistingActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await pushRegistration.retryPending() }
            }
        }
    }
}
