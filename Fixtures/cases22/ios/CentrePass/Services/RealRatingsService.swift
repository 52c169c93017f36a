import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealRatingsService: RatingsService {
    private(set) var latest: [PlayerRating] = []
    private let matchService: RealMatchService
    private let logger = Logger(subsystem: "app.centrepass", category: "ratings")

    init(matchService: RealMatchService) {
        self.matchService = matchService
    }

    func refresh(matchId: String) async throws {
        latest = try await matchService.loadRatings(matchId: matchId)
        logger.debug("ratings refreshed: \(self.latest.count)")
    }

    func highlightColour(for rating: PlayerRating) -> Color {
        rating.rating >= 8 ? .green : .primary
    }
}
