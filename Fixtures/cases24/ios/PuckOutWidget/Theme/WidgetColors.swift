import SwiftUI

enum WidgetColors {
    static let accent = Color("WidgetAccent")
    static let scoreText = Color.white
    static let secondaryText = Color.white.opacity(0.7)
    static let lockScreenTint = Color(red: 0.05, green: 0.20, blue: 0.12)
    static let tightAmber = Color(red: 1.0, green: 0.72, blue: 0.18)
    static let liveDot = Color(red: 0.93, green: 0.16, blue: 0.22)
}

enum WidgetLayout {
    static let margin: CGFloat = 14
    static let compactSpacing: CGFloat = 4
    static let scoreAnimation = Animation.easeOut(duration: 0.6)
}
