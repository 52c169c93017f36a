import SwiftUI

@main
struct PowerplayApp: App {
    @Environment(\.scenePhase) private var scenePhase

    @State private var liveActivities: RealLiveActivityService
    @State private var follows: RealFollowService
    @State private var schedule = RealScheduleService(api: APIClient.shared)
    @State private var feed = RealFixtureFeedService(api: APIClient.shared)

    init() {
        let registration = RealPushRegistrationService(api: APIClient.shared, pendingStore: UserDefaultsPendingTokenStore())
        let activities = RealLiveActivityService(api: APIClient.shared, pushRegistration: registration)
        _liveActivities = State(initialValue: activities)
        _follows = State(initialValue: RealFollowService(api: APIClient.shared, liveActivities: activities))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.liveActivityService, liveActivities)
                .environment(\.followService, follows)
                .environment(\.scheduleService, schedule)
                .environment(\.fixtureFeedService, feed)
                .task {
                    await liveActivities.restoreExistingActivities()
                    await follows.reconcile()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await follows.reconcile() }
            }
        }
    }
}
