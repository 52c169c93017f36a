import SwiftUI

@main
struct PelotonApp: App {
    @Environment(\.scenePhase) private var scenePhase
    private let services = AppServices.live()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.authService, services.auth)
                .environment(\.raceService, services.races)
                .environment(\.followService, services.follows)
                .environment(\.liveActivityService, services.liveActivities)
                .environment(\.notificationService, services.notifications)
                .environment(\.favoriteRidersService, services.favorites)
                .task { services.liveActivities.restoreExistingActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            services.liveActivities.handleScenePhase(phase)
        }
    }
}
