import Foundation

extension Int {
    var goalsText: String {
        self == 1 ? "1 goal" : "\(self) goals"
    }

    var ordinalPosition: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .ordinal
        return formatter.string(from: NSNumber(value: self)) ?? "\(self)"
    }

    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
