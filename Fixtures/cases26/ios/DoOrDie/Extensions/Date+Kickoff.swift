import Foundation

extension Date {
    var kickoffText: String {
        formatted(date: .abbreviated, time: .shortened)
    }

    func secondsRemaining(until end: Date) -> Int {
        max(0, Int(end.timeIntervalSince(self).rounded(.up)))
    }
}
