import Foundation

@Observable @MainActor final class RealStandingsService: StandingsService {
    private(set) var standings: StandingsResponse?
    private let api: any CurlingAPIService

    init(api: any CurlingAPIService) {
        self.api = api
    }

    func load(eventId: String) async throws {
        standings = try await api.get("/events/\(eventId)/standings", as: StandingsResponse.self)
    }

    /// Used by the home-screen widget timeline.
    func widgetSummary(teamId: String) -> String? {
        guard let row = standings?.pools.flatMap(\.rows).first(where: { $0.teamId == teamId }) else { return nil }
        return "\(row.wins)-\(row.losses)"
    }
}
