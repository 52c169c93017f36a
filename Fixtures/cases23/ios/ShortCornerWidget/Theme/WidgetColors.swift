import SwiftUI

enum WidgetColors {
    static let pitchNavy = Color(red: 0.04, green: 0.09, blue: 0.20)
    static let turfGreen = Color(red: 0.11, green: 0.62, blue: 0.35)
    static let amber = Color(hex: 0xF5A524)
    static let coral = Color("Coral")
    static let chalk = Color.white
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
