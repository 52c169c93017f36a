import SwiftUI

@MainActor protocol StandingsService: AnyObject, Observable {
    var standings: StandingsResponse? { get }
    func load(eventId: String) async throws
    func widgetSummary(teamId: String) -> String?
}

struct StandingsServiceKey: EnvironmentKey {
    static let defaultValue: any StandingsService = RealStandingsService(api: FakeCurlingAPIService())
}

extension EnvironmentValues {
    var standingsService: any StandingsService {
        get { self[StandingsServiceKey.self] }
        set { self[StandingsServiceKey.self] = newValue }
    }
}
