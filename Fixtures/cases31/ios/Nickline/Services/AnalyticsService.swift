import SwiftUI
import Observation
import os

@MainActor
protocol AnalyticsService: AnyObject, Observable {
    func track(_ event: String)
}

@Observable
@MainActor
final class RealAnalyticsService: AnalyticsService {
    private let follows: RealFollowService
    private let log = Logger(subsystem: "com.nickline.app", category: "analytics")

    init(follows: RealFollowService) {
        self.follows = follows
    }

    func track(_ event: String) {
        log.info("event \(event) followed=\(self.follows.followedMatchIds.count)")
    }
}
