import Foundation

extension Date {
    func secondsUntil(now: Date = .now) -> TimeInterval {
        timeIntervalSince(now)
    }

    var isInFuture: Bool { self > .now }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
