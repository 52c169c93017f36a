import SwiftUI

protocol RankingsService {
    func rankings(tour: String) async throws -> RankingsResponse
    func cachedRankings(tour: String) -> RankingsResponse?
}

private struct RankingsServiceKey: EnvironmentKey {
    static let defaultValue: any RankingsService = RealRankingsService()
}

extension EnvironmentValues {
    var rankingsService: any RankingsService {
        get { self[RankingsServiceKey.self] }
        set { self[RankingsServiceKey.self] = newValue }
    }
}
