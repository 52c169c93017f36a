import SwiftUI

extension GameCard {
    /// Compact line used by the schedule row: "11-9 · Q3".
    var rowScore: String {
        "\(home.goals)-\(away.goals) · Q\(period)"
    }

    var periodsRemaining: Int {
        max(0, 4 - period)
    }

    var shotClockParts: [Substring] {
        (shotClockText ?? "").split(separator: ":")
    }

    var accentColor: Color {
        switch accentSentiment {
        case "tense": return Theme.Palette.penaltyAmber
        case "surging": return Theme.Palette.creaseOrange
        default: return Theme.Palette.ink
        }
    }
}

extension TeamLine {
    var crestLabel: String { "\(emoji) \(abbreviation)" }
}
