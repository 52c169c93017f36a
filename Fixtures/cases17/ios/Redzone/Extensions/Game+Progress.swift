import Foundation

extension Game {
    func isInsideTwoMinutes() -> Bool {
        let secondsLeft = Int(displayState.clockText.components(separatedBy: ":").first ?? "0") ?? 0
        return secondsLeft < 2
    }

    var gameProgress: Double {
        Double((quarter - 1) * 900 + (900 - clockSeconds)) / 3600.0
    }
}
