import SwiftUI

@MainActor
protocol MatchReminderService: AnyObject, Observable {
    var scheduledMatchIds: Set<String> { get }
    func scheduleReminder(for match: Match) async throws
    func cancelReminder(matchId: String)
}

struct MatchReminderServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any MatchReminderService = FakeMatchReminderService()
}

extension EnvironmentValues {
    var matchReminderService: any MatchReminderService {
        get { self[MatchReminderServiceKey.self] }
        set { self[MatchReminderServiceKey.self] = newValue }
    }
}
