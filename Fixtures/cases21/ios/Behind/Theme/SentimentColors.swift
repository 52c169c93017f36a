import SwiftUI

enum SentimentColors {
    static let neutral = Color.secondary
    static let tight = Color(red: 0.95, green: 0.63, blue: 0.10)
    static let runaway = Color(red: 0.16, green: 0.52, blue: 0.29)
    static let comeback = Color(red: 0.80, green: 0.22, blue: 0.18)

    static func color(for sentiment: MatchSentiment) -> Color {
        switch sentiment {
        case .neutral: return neutral
        case .tight: return tight
        case .runaway: return runaway
        case .comeback: return comeback
        }
    }
}
