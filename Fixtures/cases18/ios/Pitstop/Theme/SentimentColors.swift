import SwiftUI

/// Maps the backend's sentiment string to a colour. Pure theming, no match logic.
struct SentimentColors {
    static let neutral = Color.secondary
    static let tense = Color("Tense")
    static let charging = Color("Charging")
    static let fading = Color("Fading")

    static func color(for sentiment: String) -> Color {
        switch sentiment {
        case "tense": return tense
        case "charging": return charging
        case "fading": return fading
        default: return neutral
        }
    }
}
