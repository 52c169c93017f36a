import SwiftUI

enum AppColors {
    static let court = Color(red: 0.96, green: 0.55, blue: 0.18)
    static let net = Color(red: 0.12, green: 0.16, blue: 0.24)
    static let cardBackground = Color("CardBackground")
    static let liveRed = Color(.sRGB, red: 0.89, green: 0.16, blue: 0.21, opacity: 1)
    static let mutedText = Color.secondary
    static let tense = Color("SentimentTense")
    static let dominant = Color("SentimentDominant")
    static let comeback = Color("SentimentComeback")
}
