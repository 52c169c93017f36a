import SwiftUI

@main
struct DeuceApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    @State private var auth: CognitoAuthService
    @State private var scoresService: RealScoresService
    @State private var liveActivityService: RealLiveActivityService
    @State private var followService: RealFollowService

    init() {
        let api = APIClient.shared
        let auth = CognitoAuthService(api: api)
        let liveActivities = RealLiveActivityService(api: api)
        _auth = State(initialValue: auth)
        _scoresService = State(initialValue: RealScoresService(api: api, auth: auth))
        _liveActivityService = State(initialValue: liveActivities)
        _followService = State(initialValue: RealFollowService(api: api, auth: auth, liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            MainTabView()
                .environment(\.authService, auth)
                .environment(\.scoresService, scoresService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.followService, followService)
                .environment(\.rankingsService, RealRankingsService())
                .task {
                    liveActivityService.observePushToStartTokens()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            liveActivityService.handleScenePhase(phase)
            if phase == .active {
                Task { await followService.retryPendingUnfollows() }
            }
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        NotificationCenter.default.post(name: .deuceDeviceToken, object: deviceToken)
    }
}

extension Notification.Name {
    static let deuceDeviceToken = Notification.Name("deuceDeviceToken")
}
