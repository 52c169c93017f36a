import SwiftUI

/// Brand colours for the Live Activity. The Dynamic Island background is always black,
/// so these are bold foreground colours.
enum WidgetColors {
    static let amber = Color(red: 1.0, green: 0.72, blue: 0.0)
    static let pill = Color.white.opacity(0.16)
    static let lockScreenBackground = Color(red: 0.05, green: 0.16, blue: 0.10)
    static let dismissForeground = Color(red: 0.96, green: 0.94, blue: 0.86)
    static let footerGradient1 = Color(hue: 0.38, saturation: 0.7, brightness: 0.35)
}

extension Color {
    static let ppAmber = WidgetColors.amber
    static let ppFooterGradient1 = WidgetColors.footerGradient1
}
