// GameItem+Display.swift
// Shotclock
//
// Convenience accessors used by the scoreboard rows.

import Foundation

extension GameItem: Identifiable {
    var id: String { gameId }

    var matchupText: String {
        [awayTeam.abbreviation, homeTeam.abbreviation].joined(separator: " @ ")
    }

    func foulSummary(for side: TeamRef) -> String {
        let fouls = side == homeTeam ? homeFouls : awayFouls
        return fouls >= 5 ? "\(side.abbreviation) in the bonus" : "\(fouls) team fouls"
    }

    var sortKey: Date { tipoffAt }
}
