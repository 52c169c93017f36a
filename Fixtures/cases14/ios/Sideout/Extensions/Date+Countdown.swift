import Foundation

extension Date {
    /// Device-clock countdown used before first serve.
    func countdownText(from now: Date = .now) -> String {
        let seconds = max(0, timeIntervalSince(now))
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = seconds > 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .positional
        return formatter.string(from: seconds) ?? ""
    }
}
