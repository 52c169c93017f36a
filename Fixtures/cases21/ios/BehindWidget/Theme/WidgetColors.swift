import SwiftUI

extension Color {
    static let bhAmber = Color(red: 1.0, green: 0.72, blue: 0.16)
    static let bhNavy = Color(red: 0.05, green: 0.11, blue: 0.24)
    static let bhFooterGradient1 = Color(red: 0.10, green: 0.16, blue: 0.30)
    static let bhFooterGradient2 = Color(red: 0.03, green: 0.06, blue: 0.14)
}

final class WidgetMetrics {
    static let compactCrest: CGFloat = 18
    static let minimalFont: CGFloat = 12
    static let expandedSpacing: CGFloat = 6
}
