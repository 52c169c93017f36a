import SwiftUI

extension Color {
    /// Team colours ship in the asset catalog; the backend sends the asset name.
    static func team(_ colorName: String) -> Color {
        Color(colorName, bundle: .main)
    }

    init(hex: String) {
        let scanner = Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")))
        var value: UInt64 = 0
        scanner.scanHexInt64(&value)
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}
