import SwiftUI

/// Brand palette. Asset-catalog colours first; the few computed ones live here.
enum FairwayColors {
    static let fairwayGreen = Color("FairwayGreen")
    static let bunkerSand = Color(red: 0.93, green: 0.86, blue: 0.68)
    static let underParRed = Color(red: 0.78, green: 0.12, blue: 0.16)
    static let overParInk = Color("OverParInk")
    static var leaderGold = Color(red: 0.85, green: 0.67, blue: 0.13)
    static let cutLine = Color(white: 0.55)
}

extension Color {
    static let fairwayGreen = FairwayColors.fairwayGreen
    static let underParRed = FairwayColors.underParRed

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
