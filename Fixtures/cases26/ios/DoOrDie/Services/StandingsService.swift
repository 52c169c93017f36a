import SwiftUI

@MainActor
protocol StandingsService: AnyObject, Observable {
    var rows: [StandingRow] { get }
    func refresh(season: String) async throws
}

private struct StandingsServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any StandingsService = FakeStandingsService()
}

extension EnvironmentValues {
    var standingsService: any StandingsService {
        get { self[StandingsServiceKey.self] }
        set { self[StandingsServiceKey.self] = newValue }
    }
}
