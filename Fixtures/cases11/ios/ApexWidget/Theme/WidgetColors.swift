import SwiftUI

extension Color {
    static let apexRed = Color(red: 0.91, green: 0.11, blue: 0.16)
    static let apexAmber = Color(red: 1.0, green: 0.72, blue: 0.0)
    static let apexPurple = Color(red: 0.58, green: 0.22, blue: 0.86)
}

enum WidgetColors {
    static let lockScreenBackground = Color.black.opacity(0.85)
    static let dismissForeground = Color.white
    static let secondaryText = Color.white.opacity(0.7)
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 4

    static func flag(_ status: TrackStatus) -> Color {
        switch status {
        case .green: return .green
        case .yellow, .safetyCar, .virtualSafetyCar: return .apexAmber
        case .red: return .apexRed
        case .chequered: return .white
        }
    }
}
