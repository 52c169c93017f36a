import Foundation
import Observation

@Observable @MainActor
final class HubViewModel {
    private(set) var sessions: [SessionGroup] = []
    private(set) var loadFailed = false

    func load(using service: any ScheduleService) async {
        do {
            try await service.refreshSchedule()
            sessions = service.schedule?.sessions ?? []
            loadFailed = false
        } catch {
            loadFailed = true
        }
    }

    func matches(in ids: Set<String>) -> [MatchItem] {
        sessions.flatMap(\.matches).filter { ids.contains($0.matchId) }
    }

    func match(withId matchId: String) -> MatchItem? {
        sessions.flatMap(\.matches).first { $0.matchId == matchId }
    }
}
