import SwiftUI

enum SentimentColors {
    static func tint(for sentiment: MatchSentiment) -> Color {
        switch sentiment {
        case .neutral: return .secondary
        case .tense: return .nkTin
        case .momentum: return .nkAmber
        case .dominant: return .nkGlass
        }
    }
}
