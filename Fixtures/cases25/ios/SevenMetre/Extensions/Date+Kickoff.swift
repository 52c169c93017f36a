import Foundation

extension Date {
    var kickoffLabel: String {
        formatted(.dateTime.weekday(.abbreviated).hour().minute())
    }

    func minutesUntil(_ other: Date = .now) -> Int {
        Int(timeIntervalSince(other) / 60)
    }
}
