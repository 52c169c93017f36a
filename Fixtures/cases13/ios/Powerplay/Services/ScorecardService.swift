import SwiftUI

@MainActor
protocol ScorecardService: AnyObject, Observable {
    func scorecard(for fixtureId: String) async throws -> Scorecard
}

private struct ScorecardServiceKey: EnvironmentKey {
    static let defaultValue: any ScorecardService = FakeScorecardService()
}

extension EnvironmentValues {
    var scorecardService: any ScorecardService {
        get { self[ScorecardServiceKey.self] }
        set { self[ScorecardServiceKey.self] = newValue }
    }
}
