import Foundation

extension Date {
    /// "Updated 2 min ago" on the pull-to-refresh footer — device clock only.
    func refreshedAgo(relativeTo now: Date = .now) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: self, relativeTo: now)
    }

    func offTimeLabel() -> String {
        "Off " + formatted(date: .omitted, time: .shortened)
    }
}
