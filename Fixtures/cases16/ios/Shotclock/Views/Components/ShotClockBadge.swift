// ShotClockBadge.swift
// Shotclock

import SwiftUI

struct ShotClockBadge: View {
    let seconds: Int
    @State private var flash = false

    private var tint: Color {
        seconds <= 5 ? Palette.courtOrange : Palette.neutral
    }

    var body: some View {
        Text(seconds, format: .number)
            .font(Typography.clockFont)
            .frame(width: Spacing.badge, height: Spacing.badge)
            .background(tint.opacity(flash ? 0.4 : 0.2), in: Circle())
            .overlay(Circle().stroke(UIColor(red: 1, green: 0.4, blue: 0, alpha: 1).cgColor.asColor, lineWidth: 2))
            .onChange(of: seconds) { _, new in flash = new <= 5 }
    }
}

private extension ShotClockBadge {
    static let warningThreshold = 5
}

extension CGColor {
    var asColor: Color { Color(cgColor: self) }
}
