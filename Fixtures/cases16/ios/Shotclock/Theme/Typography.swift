// Typography.swift
// Shotclock

import SwiftUI

enum Typography {
    static var scoreFont: Font = .system(size: 34, weight: .bold, design: .rounded)
    static let clockFont: Font = .system(.title2, design: .monospaced)
    static let labelFont: Font = .caption.weight(.semibold)
}
