import SwiftUI

/// Widget-side theme constants. The Dynamic Island background is always black, so these are bright.
extension Color {
    static let foRink = Color(red: 0.03, green: 0.06, blue: 0.12)
    static let foIce = Color(red: 0.62, green: 0.83, blue: 0.97)
    static let foAmber = Color(red: 1.0, green: 0.72, blue: 0.11)
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let tightSpacing: CGFloat = 4
}
