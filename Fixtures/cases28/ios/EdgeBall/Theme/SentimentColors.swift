import SwiftUI

enum SentimentColors {
    static let neutral = Color("SentimentNeutral")
    static let tight = Color("SentimentTight")
    static let comeback = Color("SentimentComeback")
    static let oneSided = Color(hue: 0.58, saturation: 0.2, brightness: 0.7)

    static func color(for sentiment: Sentiment) -> Color {
        switch sentiment {
        case .neutral: return neutral
        case .tight: return tight
        case .comeback: return comeback
        case .oneSided: return oneSided
        }
    }
}
