import Foundation

// Helpers the frame list used before the backend sent scoreText.
// TODO: delete once FrameRowView reads frame.scoreText everywhere.

extension FrameScore {
    static func scoreline(_ frame: FrameScore) -> String {
        "\(frame.points1)–\(frame.points2)"
    }

    func leaderDescription(player1: String, player2: String) -> String {
        let gap = abs(points1 - points2)
        let leader = points1 >= points2 ? player1 : player2
        return "\(leader) leads by \(gap)"
    }

    var isDecided: Bool {
        winnerSide != nil
    }

    var snookersNeededText: String? {
        let deficit = abs(points1 - points2)
        guard deficit > pointsRemaining else { return nil }
        return "Needs snookers"
    }
}

extension BreakEvent {
    var accessibilityBreakText: String {
        isMaximum ? "Maximum break, one four seven" : String(format: "Break of %d", points)
    }

    var sortKey: Int { points }
}
