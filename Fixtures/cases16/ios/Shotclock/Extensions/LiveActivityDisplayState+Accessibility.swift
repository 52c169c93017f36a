// LiveActivityDisplayState+Accessibility.swift
// Shotclock

import Foundation

extension LiveActivityDisplayState {
    var accessibilitySummary: String {
        "\(awayScore) to \(homeScore), \(periodLabel), \(clockText) left"
    }

    var clockParts: (minutes: Int, seconds: Int) {
        let pieces = clockText.components(separatedBy: ":").compactMap(Int.init)
        return (pieces.first ?? 0, pieces.last ?? 0)
    }

    var isOneScoreGame: Bool {
        guard let home = Int(homeScore), let away = Int(awayScore) else { return false }
        return abs(home - away) <= 3
    }
}
