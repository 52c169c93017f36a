import SwiftUI

extension Color {
    static let maulGold = Color(red: 0.96, green: 0.74, blue: 0.22)
    static let maulPitch = Color(red: 0.04, green: 0.30, blue: 0.17)
    static let maulClaret = Color(red: 0.62, green: 0.11, blue: 0.20)
    static let maulLockScreenBackground = Color(red: 0.03, green: 0.12, blue: 0.08)
    static let maulFooterGradient1 = Color(red: 0.05, green: 0.20, blue: 0.12)
    static let maulFooterGradient2 = Color(red: 0.02, green: 0.08, blue: 0.05)
}

enum WidgetMetrics {
    /// Standard Live Activity Lock Screen margin.
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let compactSpacing: CGFloat = 4
    static let dotSize: CGFloat = 6
}
