import SwiftUI

extension Color {
    /// Only for Theme constants; views use AppColors.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    static func sentiment(_ value: String) -> Color {
        switch value {
        case "tense": return AppColors.tense
        case "dominant": return AppColors.dominant
        case "comeback": return AppColors.comeback
        default: return AppColors.mutedText
        }
    }
}
