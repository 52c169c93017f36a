// MutedTeam.swift
// Shotclock — local-only SwiftData record; never sent to or from the backend.

import Foundation
import SwiftData

@Model
final class MutedTeam {
    var teamId: String
    var name: String
    var mutedAt: Date

    init(teamId: String, name: String, mutedAt: Date = .now) {
        self.teamId = teamId
        self.name = name
        self.mutedAt = mutedAt
    }
}
