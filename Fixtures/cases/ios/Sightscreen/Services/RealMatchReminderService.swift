import Foundation
import Observation
import UserNotifications

@Observable
@MainActor
final class RealMatchReminderService: MatchReminderService {
    private(set) var scheduledMatchIds: Set<String> = []

    private let center = UNUserNotificationCenter.current()

    func scheduleReminder(for match: Match) async throws {
        let content = UNMutableNotificationContent()
        content.title = "\(match.homeTeam.name) v \(match.awayTeam.name)"
        content.body = "Starts at " + match.startTime.formatted(date: .omitted, time: .shortened)
        content.sound = .default

        let fireDate = match.startTime.addingTimeInterval(-15 * 60)
        let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        let request = UNNotificationRequest(identifier: "reminder-\(match.matchId)", content: content, trigger: trigger)
        try await center.add(request)
        scheduledMatchIds.insert(match.matchId)
    }

    func cancelReminder(matchId: String) {
        center.removePendingNotificationRequests(withIdentifiers: ["reminder-\(matchId)"])
        scheduledMatchIds.remove(matchId)
    }
}
