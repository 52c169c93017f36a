import SwiftUI

@MainActor
protocol RankingsService: AnyObject, Observable {
    func rankings() async throws -> RankingsResponse
}

private struct RankingsServiceKey: EnvironmentKey {
    static let defaultValue: any RankingsService = FakeRankingsService()
}

extension EnvironmentValues {
    var rankingsService: any RankingsService {
        get { self[RankingsServiceKey.self] }
        set { self[RankingsServiceKey.self] = newValue }
    }
}
