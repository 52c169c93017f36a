import Foundation
import Observation
import os

@Observable
@MainActor
final class FixtureViewModel {
    private(set) var fixture: Fixture?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let fixtureId: String
    private let feed: any FixtureFeedService
    private let logger = Logger(subsystem: "app.powerplay", category: "FixtureViewModel")

    init(fixtureId: String, feed: any FixtureFeedService) {
        self.fixtureId = fixtureId
        self.feed = feed
    }

    var currentRunRate: Double {
        guard let innings = fixture?.currentInnings, innings.legalBalls > 0 else { return 0 }
        return Double(innings.runs) / Double(innings.legalBalls) * 6
    }

    var runRateLabel: String {
        String(format: "RR %.2f", currentRunRate)
    }

    var wicketsInHand: Int {
        10 - (fixture?.currentInnings?.wickets ?? 0)
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            fixture = try await feed.fixture(id: fixtureId)
            print("loaded fixture \(fixtureId)")
        } catch {
            logger.error("fixture load failed: \(error.localizedDescription, privacy: .public)")
            errorMessage = error.localizedDescription
        }
    }

    func observe() async {
        for await update in feed.updates(for: fixtureId) {
            fixture = update
        }
    }
}
