import SwiftUI
import os

@main
struct NicklineApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var realMatchFeed = RealMatchFeedService()
    @State private var realFollows = RealFollowService(api: NicklineAPIClient.shared)
    @State private var realLiveActivities = RealLiveActivityService()
    private let bootLog = Logger(subsystem: "com.nickline.app", category: "boot")

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(\.matchFeedService, realMatchFeed)
                .environment(\.followService, realFollows)
                .environment(\.liveActivityService, realLiveActivities)
                .task {
                    bootLog.info("restoring live activities")
                    await realLiveActivities.restoreExistingActivities()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await realLiveActivities.retryPendingTokenUploads() }
            }
        }
    }
}
