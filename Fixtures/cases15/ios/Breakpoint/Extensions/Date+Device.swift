import Foundation

extension Date {
    /// "Refreshed 2 min ago" style text for the pull-to-refresh footer.
    /// Uses the device clock only; match times come pre-formatted.
    func relativeToNow() -> String {
        RelativeDateTimeFormatter().localizedString(for: self, relativeTo: .now)
    }

    var minutesSinceNow: Int {
        Int(Date.now.timeIntervalSince(self) / 60)
    }
}
