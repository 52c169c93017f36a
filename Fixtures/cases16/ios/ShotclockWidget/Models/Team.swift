// Team.swift
// Shotclock

import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let name: String
    let abbreviation: String
    let logoURL: URL?
    let flagEmoji: String

    var id: String { teamId }
}
