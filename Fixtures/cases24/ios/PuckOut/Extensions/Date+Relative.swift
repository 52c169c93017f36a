import Foundation

extension Date {
    func isWithin(minutes: Int, of other: Date) -> Bool {
        abs(timeIntervalSince(other)) <= Double(minutes) * 60
    }

    var throwInLabel: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM, HH:mm"
        return "Throw-in " + formatter.string(from: self)
    }
}
