import SwiftUI

@main
struct RedzoneApp: App {
    @State private var liveActivityService = RealLiveActivityService()
    @State private var followService: RealFollowService

    init() {
        let activities = RealLiveActivityService()
        _liveActivityService = State(initialValue: activities)
        _followService = State(initialValue: RealFollowService(client: .shared, liveActivities: activities))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
        }
    }
}
