import Foundation
import Observation

@Observable
@MainActor
final class FakeRankingsService: RankingsService {
    func rankings() async throws -> RankingsResponse {
        .preview
    }
}
