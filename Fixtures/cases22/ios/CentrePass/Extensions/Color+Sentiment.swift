import SwiftUI

extension Color {
    /// Maps the backend's sentiment code to a brand colour.
    static func forSentiment(_ sentiment: String) -> Color {
        switch sentiment {
        case "tense": return Theme.Colors.powerFive
        case "runaway": return Theme.Colors.courtGreen
        case "comeback": return Theme.Colors.bibGold
        default: return .primary
        }
    }

    static let cpShadow = Color.black.opacity(0.18)
}
