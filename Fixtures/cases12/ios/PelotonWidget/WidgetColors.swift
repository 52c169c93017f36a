import SwiftUI

enum WidgetColors {
    static let accent = Color(red: 1.0, green: 0.82, blue: 0.0)
    static let breakaway = Color(red: 1.0, green: 0.55, blue: 0.1)
    static let track = Color.white.opacity(0.2)
    static let lockScreenBackground = Color(white: 0.08)
    static let dismissForeground = Color.white
    static let timeGained = Color.green
    static let timeLost = Color(red: 0.95, green: 0.3, blue: 0.3)
}

extension Color {
    static let pelYellow = WidgetColors.accent
}
