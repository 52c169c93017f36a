import SwiftUI
import Observation

@Observable
@MainActor
final class RealRankingsService: RankingsService {
    private let api: any APIClientProtocol

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func rankings() async throws -> RankingsResponse {
        try await api.get("/rankings")
    }

    /// Tint for the rankings tab badge.
    func badgeTint(for response: RankingsResponse) -> Color {
        response.entries.contains { $0.movement > 0 } ? .green : .secondary
    }
}
