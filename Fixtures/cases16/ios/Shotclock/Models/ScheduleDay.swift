// ScheduleDay.swift
// Shotclock

import Foundation

struct ScheduleDay: Codable, Hashable, Sendable {
    let dayId: String
    let headerText: String
    let leagues: [LeagueGroup]
    let fetchedAt: Date

    private enum CodingKeys: String, CodingKey {
        case dayId = "day_id"
        case headerText = "header_text"
        case leagues
        case fetchedAt = "fetched_at"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dayId = try container.decode(String.self, forKey: .dayId)
        headerText = try container.decode(String.self, forKey: .headerText)
        leagues = try container.decode([LeagueGroup].self, forKey: .leagues)
        let raw = try container.decode(String.self, forKey: .fetchedAt)
        fetchedAt = ISO8601DateFormatter().date(from: raw) ?? .distantPast
    }

    func games(in leagueCode: String) -> [GameItem] {
        leagues.first { $0.leagueCode == leagueCode }?.games ?? []
    }
}
