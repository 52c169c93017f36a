import SwiftUI

@main
struct DeuceApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var container = AppContainer()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(container.router)
                .environment(\.matchService, container.matchService)
                .environment(\.followService, container.followService)
                .environment(\.liveActivityService, container.liveActivityService)
                .environment(\.settingsService, container.settingsService)
                .environment(\.notificationService, container.notificationService)
                .environmentObject(container.rankingsService)
                .onOpenURL { url in
                    container.router.handle(url)
                }
                .task {
                    appDelegate.notificationService = container.notificationService
                    container.liveActivityService.observePushToStartToken()
                    await container.liveActivityService.restoreExistingActivities()
                    await container.followService.reconcile()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            container.liveActivityService.scenePhaseChanged(to: phase)
        }
    }
}
