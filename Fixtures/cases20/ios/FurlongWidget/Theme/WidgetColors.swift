import SwiftUI

// Brand colours for the Lock Screen and Dynamic Island. The island background
// is always black, so these are all bright foregrounds.
enum WidgetColors {
    static let flAmber = Color(red: 1.0, green: 0.72, blue: 0.0)
    static let flTurf = Color(red: 0.2, green: 0.78, blue: 0.45)
    static var flLockScreenTint = Color(red: 0.04, green: 0.12, blue: 0.08)
    static let flMuted = Color.white.opacity(0.7)
}

extension Color {
    static let flEnquiry = Color(red: 1.0, green: 0.58, blue: 0.0)
}
