import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchReminderService: MatchReminderService {
    private(set) var scheduledMatchIds: Set<String> = []

    func scheduleReminder(for match: Match) async throws {
        scheduledMatchIds.insert(match.matchId)
    }

    func cancelReminder(matchId: String) {
        scheduledMatchIds.remove(matchId)
    }
}
