import SwiftUI

@main
struct ButtonlineApp: App {
    @State private var api = RealCurlingAPIService(baseURL: URL(string: "https://api.buttonline.app")!)
    @State private var liveActivities: RealLiveActivityService
    @State private var schedule: RealScheduleService
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let api = RealCurlingAPIService(baseURL: URL(string: "https://api.buttonline.app")!)
        _api = State(initialValue: api)
        _liveActivities = State(initialValue: RealLiveActivityService(api: api))
        _schedule = State(initialValue: RealScheduleService(api: api))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.curlingAPI, api)
                .environment(\.liveActivityService, liveActivities)
                .environment(\.scheduleService, schedule)
                .environment(\.followService, RealFollowService(api: api, liveActivities: liveActivities))
                .environment(\.standingsService, RealStandingsService(api: api))
                .onOpenURL { url in DeepLinkRouter.shared.handle(url) }
        }
        .modelContainer(for: FavouriteRink.self)
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active else { return }
            Task { await liveActivities.retryPendingTokens() }
        }
    }
}
