import SwiftUI
import os

@main
struct BullpenApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var scoreboard: RealScoreboardService
    @State private var liveActivities: RealLiveActivityService
    @State private var follows: RealFollowService
    @State private var pitchCounts: RealPitchCountService

    init() {
        let baseURL = URL(string: "https://api.bullpen.app")!
        let api = APIClient(baseURL: baseURL)
        let scoreboard = RealScoreboardService(baseURL: baseURL)
        let liveActivities = RealLiveActivityService(api: api)
        _scoreboard = State(initialValue: scoreboard)
        _liveActivities = State(initialValue: liveActivities)
        _follows = State(initialValue: RealFollowService(api: api, liveActivities: liveActivities))
        _pitchCounts = State(initialValue: RealPitchCountService(api: api, scoreboard: scoreboard))
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.scoreboardService, scoreboard)
                .environment(\.followService, follows)
                .environment(\.liveActivityService, liveActivities)
                .environment(\.pitchCountService, pitchCounts)
                .onOpenURL { url in
                    // bullpen://game/<id> from the Live Activity
                    let parts = url.pathComponents.filter { $0 != "/" }
                    Log.scoreboard.debug("opened \(url.absoluteString), \(parts.count) path parts")
                }
                .task { await liveActivities.restoreRunningActivities() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await liveActivities.restoreRunningActivities() }
            }
        }
    }
}
