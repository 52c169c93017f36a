// Standing.swift
// Shotclock

import Foundation

final class Standing: Codable {
    let teamId: String
    let conference: String
    let seed: Int
    let recordText: String
    let gamesBackText: String
    var streakText: String

    init(teamId: String, conference: String, seed: Int, recordText: String, gamesBackText: String, streakText: String) {
        self.teamId = teamId
        self.conference = conference
        self.seed = seed
        self.recordText = recordText
        self.gamesBackText = gamesBackText
        self.streakText = streakText
    }
}
