// WidgetColors.swift
// ShotclockWidget — colour and layout constants for the Live Activity.

import SwiftUI

enum WidgetColors {
    static let courtOrange = Color(red: 0.93, green: 0.42, blue: 0.13)
    static let lockScreenTint = Color.black.opacity(0.85)
}

extension Color {
    static let scAmber = Color(red: 1.0, green: 0.75, blue: 0.0)
}

enum WidgetLayout {
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let pillPadding: CGFloat = 4
}
