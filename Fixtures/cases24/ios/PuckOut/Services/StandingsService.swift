import SwiftUI

@MainActor
protocol StandingsService: AnyObject, Observable {
    var tables: [GroupTable] { get }
    func loadTables(competitionId: String) async throws
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
