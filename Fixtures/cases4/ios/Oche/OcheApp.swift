import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let request = PushTokenRequest(token: deviceToken.hexString, kind: .device, environment: .current)
        PendingTokenQueue.shared.submit(.push(request))
    }
}

@main
struct OcheApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @State private var scheduleService: RealScheduleService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var deepLinkMatchId: String?

    init() {
        let api = APIClient.live
        let liveActivities = RealLiveActivityService(api: api, tokenQueue: .shared)
        _scheduleService = State(initialValue: RealScheduleService(api: api))
        _liveActivityService = State(initialValue: liveActivities)
        _followService = State(initialValue: RealFollowService(api: api, liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            HubView(deepLinkMatchId: $deepLinkMatchId)
                .environment(\.scheduleService, scheduleService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .onOpenURL(perform: route)
                .task { liveActivityService.observePushToStartTokens() }
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active else { return }
            liveActivityService.restoreExistingActivities()
            Task {
                await PendingTokenQueue.shared.flush()
                await followService.reconcile()
            }
        }
    }

    private func route(_ url: URL) {
        guard url.scheme == "oche", url.host() == "match" else { return }
        deepLinkMatchId = url.pathComponents.last
    }
}
