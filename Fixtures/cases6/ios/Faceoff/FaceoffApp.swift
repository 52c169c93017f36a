import SwiftUI

@main
struct FaceoffApp: App {
    @State private var settings: RealSettingsService
    @State private var liveActivities: RealLiveActivityService
    @State private var follows: RealFollowService
    @State private var schedule: RealScheduleService
    @State private var selectedGameId: String?
    @Environment(\.scenePhase) private var scenePhase

    init() {
        // Sign-in ships with the accounts milestone; until then the API only sees the device.
        let api = APIClient(baseURL: AppConfig.apiBaseURL, session: .shared, accessToken: { nil })
        let settings = RealSettingsService()
        let liveActivities = RealLiveActivityService(api: api, settings: settings)
        _settings = State(initialValue: settings)
        _liveActivities = State(initialValue: liveActivities)
        _follows = State(initialValue: RealFollowService(api: api, liveActivities: liveActivities))
        _schedule = State(initialValue: RealScheduleService(api: api))
    }

    var body: some Scene {
        WindowGroup {
            RootView(selectedGameId: $selectedGameId)
                .environment(\.scheduleService, schedule)
                .environment(\.followService, follows)
                .environment(\.liveActivityService, liveActivities)
                .environment(\.settingsService, settings)
                .onOpenURL { url in
                    // faceoff://game/<gameId> from widgets, alerts and Live Activities
                    let parts = url.pathComponents.filter { $0 != "/" }
                    if url.host() == "game", let gameId = parts.first {
                        selectedGameId = gameId
                    }
                }
                .task {
                    liveActivities.observePushToStartTokens()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            Task { await liveActivities.handle(scenePhase: phase) }
        }
    }
}
