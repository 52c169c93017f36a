//  MatchItem.swift
//  CricketWidget

import Foundation

/// A single match in the schedule, with its display fields pre-formatted by the backend.
struct MatchItem: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let league: String
    let homeTeam: String
    let awayTeam: String
    let startTime: Date

    var id: String { matchId }

    private enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case league
        case homeTeam = "home_team"
        case awayTeam = "away_team"
        case startTime = "start_time"
    }
}
