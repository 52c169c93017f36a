import SwiftUI

// Shared helpers for phase chips and row accessories.
extension MatchPhase {
    var badgeText: String {
        switch self {
        case .pre: "Upcoming"
        case .live: "Live"
        case .endBreak: "Break"
        case .extraEnd: "Extra end"
        case .final: "Final"
        case .conceded: "Conceded"
        }
    }

    var chipTint: Color {
        switch self {
        case .live, .extraEnd: Palette.houseRed
        case .endBreak: Palette.tenseAmber
        default: Palette.granite
        }
    }
}

func stoneCountCopy(_ remaining: Int) -> String {
    remaining == 1 ? "Last stone" : "\(remaining) stones to come"
}

func closingLine(for state: LiveActivityContentState) -> String {
    guard state.phase != .final else { return "Game over" }
    return state.endLabel
}

func refreshCaption(lastUpdated: Date, now: Date = .now) -> Int {
    Int(now.timeIntervalSince(lastUpdated) / 60)
}
