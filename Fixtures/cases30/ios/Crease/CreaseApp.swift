import SwiftUI

@main
struct CreaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var api = RealCreaseAPI()
    @State private var services = AppServices.live()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.creaseAPI, api)
                .environment(\.scheduleService, services.schedule)
                .environment(\.followService, services.follow)
                .environment(\.liveActivityService, services.liveActivities)
                .environment(\.notificationPrefs, services.prefs)
                .environment(\.sceneRefresh, services.sceneRefresh)
        }
        .onChange(of: scenePhase) { _, phase in
            Task { await services.sceneRefresh.handle(phase) }
        }
    }
}

/// Builds the production graph once at launch.
@MainActor
struct AppServices {
    let schedule: any ScheduleService
    let follow: any FollowService
    let liveActivities: any LiveActivityService
    let prefs: any NotificationPrefsService
    let sceneRefresh: any SceneRefreshService

    static func live() -> AppServices {
        let api = RealCreaseAPI()
        let activities = RealLiveActivityService(api: api)
        let schedule = RealScheduleService(api: api)
        return AppServices(
            schedule: schedule,
            follow: RealFollowService(api: api, activities: activities),
            liveActivities: activities,
            prefs: RealNotificationPrefsService(api: api),
            sceneRefresh: RealSceneRefreshService(schedule: schedule, activities: activities)
        )
    }
}
