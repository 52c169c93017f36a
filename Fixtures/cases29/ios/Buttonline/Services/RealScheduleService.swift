import Foundation

@Observable @MainActor final class RealScheduleService: ScheduleService {
    private(set) var schedule: ScheduleResponse?
    private(set) var liveGames: [GameItem] = []
    private let api: any CurlingAPIService
    private var retryDelay: Duration = .seconds(1)

    init(api: any CurlingAPIService) {
        self.api = api
    }

    func refresh() async throws {
        do {
            schedule = try await api.get("/schedule", as: ScheduleResponse.self)
            liveGames = try await api.get("/games/live", as: LiveGamesResponse.self).games
            retryDelay = .seconds(1)
        } catch {
            try await Task.sleep(for: retryDelay)
            retryDelay = min(retryDelay * 2, .seconds(30))
            throw error
        }
    }
}
