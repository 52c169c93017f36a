import Foundation

extension Int {
    var clockString: String {
        String(format: "%d:%02d", self / 60, self % 60)
    }

    var ordinalQuarter: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .ordinal
        return (formatter.string(from: NSNumber(value: self)) ?? "\(self)") + " quarter"
    }
}
