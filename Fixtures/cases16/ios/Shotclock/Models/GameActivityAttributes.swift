// GameActivityAttributes.swift
// Shared by the Shotclock and ShotclockWidget targets — keep both copies identical.

import ActivityKit
import Foundation

struct GameActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let gameId: String
    let homeTeam: Team
    let awayTeam: Team
    let leagueCode: String
}
