import SwiftUI

extension Color {
    static let fwAmber = Color("Amber")
    static let fwBirdieRed = Color("BirdieRed")
    static let fwLockScreenBackground = Color("LockScreenBackground")
    static let fwPlayoffGold = Color(red: 0.86, green: 0.68, blue: 0.2)
    static let fwFooterGradient1 = Color(hex: 0x0B3D2E)
}

extension Color {
    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255
        )
    }
}

enum WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let flagSize: CGFloat = 18
}
