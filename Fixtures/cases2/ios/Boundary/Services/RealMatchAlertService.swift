import Foundation
import os
import UserNotifications

@Observable @MainActor final class RealMatchAlertService: MatchAlertService {
    private let center = UNUserNotificationCenter.current()
    private let logger = Logger(subsystem: "app.boundary", category: "alerts")
    private var calendar = Calendar(identifier: .gregorian)

    /// `leadMinutes` is the user's own setting from the Alerts screen.
    func scheduleKickoffAlert(for match: MatchSummary, leadMinutes: Int) async throws {
        let content = UNMutableNotificationContent()
        content.title = match.pairing()
        content.subtitle = [match.competition, match.home.name].joined(separator: " · ")
        content.body = String(format: "%@ starts in %d minutes", match.competition, leadMinutes)
        content.sound = .default

        let fireAt = calendar.date(byAdding: .minute, value: -leadMinutes, to: match.kickoff) ?? match.kickoff
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireAt)
        let request = UNNotificationRequest(
            identifier: "kickoff.\(match.id)",
            content: content,
            trigger: UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)
        )
        try await center.add(request)
        logger.debug("Kickoff alert queued for \(match.id, privacy: .public)")
    }
}
