import SwiftUI

/// Widget-only palette. The Dynamic Island background is always black,
/// so these are bright foreground tones.
extension Color {
    static let bpBall = Color(red: 0.85, green: 0.95, blue: 0.35)
    static let bpServe = Color(red: 1.0, green: 0.78, blue: 0.18)
    static let bpMuted = Color.white.opacity(0.6)
    static let bpLockTint = Color(red: 0.07, green: 0.19, blue: 0.13)
}

enum WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let minimalRing: CGFloat = 2
}
