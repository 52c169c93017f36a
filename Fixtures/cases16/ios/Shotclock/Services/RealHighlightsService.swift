// RealHighlightsService.swift
// Shotclock

import Foundation
import Observation
import SwiftUI

@Observable
@MainActor
final class RealHighlightsService: HighlightsService {
    private let client: APIClient
    private let scores: any ScoresService

    init(client: APIClient = APIClient(), scores: any ScoresService) {
        self.client = client
        self.scores = scores
    }

    func clips(gameId: String) async throws -> [HighlightClip] {
        try await client.get(path: "games/\(gameId)/highlights")
    }
}
