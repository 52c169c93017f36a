import SwiftUI

protocol StandingsService {
    func standings(seriesCode: String) async throws -> StandingsResponse
}

private struct StandingsServiceKey: EnvironmentKey {
    static let defaultValue: any StandingsService = RealStandingsService(client: .shared)
}

extension EnvironmentValues {
    var standingsService: any StandingsService {
        get { self[StandingsServiceKey.self] }
        set { self[StandingsServiceKey.self] = newValue }
    }
}
