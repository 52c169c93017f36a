// Color+Hex.swift
// Shotclock

import SwiftUI

extension Color {
    init(hex: UInt32) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

extension Team {
    init(ref: TeamRef) {
        self.init(teamId: ref.teamId, name: ref.name, abbreviation: ref.abbreviation, logoURL: nil, flagEmoji: ref.flagEmoji)
    }
}
