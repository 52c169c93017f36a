// ShotclockApp.swift
// Shotclock

import SwiftUI
import os

@main
struct ShotclockApp: App {
    @State private var scoresService = RealScoresService()
    @State private var followService = RealFollowService(liveActivities: RealLiveActivityService())
    @State private var liveActivityService = RealLiveActivityService()
    @Environment(\.scenePhase) private var scenePhase
    private let logger = Logger(subsystem: "app.shotclock", category: "app")

    init() {
        // umpire:disable-nextline no-print -- launch trace for TestFlight builds
        print("Shotclock launching")
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                ScoreboardView(initialLeague: "nba")
                    .tabItem { Label("Scores", systemImage: "sportscourt") }
                StandingsView()
                    .tabItem { Label("Standings", systemImage: "list.number") }
            }
            .environment(\.scoresService, scoresService)
            .environment(\.followService, followService)
            .environment(\.liveActivityService, liveActivityService)
            .onChange(of: scenePhase) { _, phase in
                logger.debug("scene phase changed to \(String(describing: phase))")
                if phase == .active {
                    Task { await liveActivityService.retryPendingTokens() }
                }
            }
        }
    }
}
