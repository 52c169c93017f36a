import Foundation

@Observable @MainActor final class FakeScheduleService: ScheduleService {
    let sections: [LeagueSection] = PreviewGames.sections
    let lastRefreshed: Date? = Date()

    func refresh() async throws {}

    func gameDetail(id: String) async throws -> GameDetail {
        PreviewGames.detail
    }
}
