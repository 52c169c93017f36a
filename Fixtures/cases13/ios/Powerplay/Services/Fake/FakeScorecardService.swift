import Foundation
import Observation

@Observable
@MainActor
final class FakeScorecardService: ScorecardService {
    var stub: Scorecard = .preview

    func scorecard(for fixtureId: String) async throws -> Scorecard {
        stub
    }
}
