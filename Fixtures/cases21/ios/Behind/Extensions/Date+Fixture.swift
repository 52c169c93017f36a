import Foundation

extension Date {
    var bounceText: String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return "Bounce " + formatter.localizedString(for: self, relativeTo: .now)
    }

    var isWithinNextDay: Bool {
        timeIntervalSinceNow > 0 && timeIntervalSinceNow < 24 * 60 * 60
    }
}
