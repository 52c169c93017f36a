import SwiftUI

enum WidgetColors {
    static let cpGold = Color(red: 0.98, green: 0.78, blue: 0.18)
    static let cpCourt = Color(red: 0.11, green: 0.45, blue: 0.33)
    static let cpPowerFive = Color(hue: 0.93, saturation: 0.82, brightness: 0.91)
    static let cpLockScreenTint = Color(red: 0.05, green: 0.09, blue: 0.12).opacity(0.85)
    static let cpDismiss = Color.white
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let scoreSpacing: CGFloat = 6
    static let flagSize: CGFloat = 22
}
