import Foundation

extension TimeInterval {
    /// 83.456 -> "1:23.456"
    var lapTimeText: String {
        let minutes = Int(self) / 60
        let seconds = truncatingRemainder(dividingBy: 60)
        return String(format: "%d:%06.3f", minutes, seconds)
    }
}

extension Int {
    var millisecondsAsSeconds: TimeInterval { TimeInterval(self) / 1000 }
}
