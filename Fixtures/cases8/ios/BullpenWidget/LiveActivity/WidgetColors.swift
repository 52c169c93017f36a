import SwiftUI

/// Brand colours for the Live Activity. The Dynamic Island background is always
/// black, so these are tuned as bold foregrounds.
enum WidgetColors {
    static let navy = Color(red: 0.05, green: 0.13, blue: 0.30)
    static let chalk = Color(red: 0.97, green: 0.96, blue: 0.92)
    static let red = Color(red: 0.86, green: 0.12, blue: 0.20)
    static let grass = Color(red: 0.20, green: 0.62, blue: 0.32)
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let dot: CGFloat = 8
    static let baseSize: CGFloat = 11
    static let rowSpacing: CGFloat = 4
}

extension Color {
    static let bpNavy = WidgetColors.navy
    static let bpChalk = WidgetColors.chalk
    static let bpRed = WidgetColors.red
    static let bpGrass = WidgetColors.grass
}
