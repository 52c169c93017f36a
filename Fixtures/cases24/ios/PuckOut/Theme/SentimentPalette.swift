import SwiftUI

enum SentimentPalette {
    static var accentOpacity: Double = 0.85

    static func color(for sentiment: MatchSentiment) -> Color {
        switch sentiment {
        case .neutral: return Theme.Colors.muted
        case .tight: return Theme.Colors.cardYellow
        case .comeback: return Theme.Colors.liveRed
        case .runaway: return Theme.Colors.pitch
        }
    }
}
