import SwiftUI

@main
struct FurlongApp: App {
    @State private var raceCardService: RealRaceCardService
    @State private var liveActivityService: RealLiveActivityService
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let api = APIClient.shared
        let follows = RealFollowService(api: api)
        _raceCardService = State(initialValue: RealRaceCardService(api: api, follows: follows))
        _liveActivityService = State(initialValue: RealLiveActivityService(api: api, follows: follows))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.raceCardService, raceCardService)
                .environment(\.liveActivityService, liveActivityService)
                .task { await liveActivityService.restoreExistingActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                NSLog("Furlong became active")
            }
        }
    }
}
