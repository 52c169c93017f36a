import SwiftUI

/// Brand palette. Numeric colour values are allowed only in this file.
enum Palette {
    static let pebble = Color(red: 0.86, green: 0.90, blue: 0.94)
    static let houseRed = Color(red: 0.78, green: 0.12, blue: 0.16)
    static let houseBlue = Color(red: 0.10, green: 0.32, blue: 0.70)
    static let granite = Color(white: 0.22)
    static let hammerGold = Color("HammerGold")
    static let iceSheet = Color("IceSheet")
    static let stealGreen = Color("StealGreen")
    static let tenseAmber = Color("TenseAmber")

    /// Maps the backend's sentiment key to a tint. Pure theming, no match logic.
    static func tint(forSentiment key: String) -> Color {
        switch key {
        case "steal": return stealGreen
        case "tense": return tenseAmber
        case "dominant": return houseRed
        default: return granite
        }
    }
}

extension Color {
    static let bhIce = Color("IceSheet")
    static let bhButton = Color("ButtonRed")
}
