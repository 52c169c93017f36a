import SwiftUI

extension Color {
    static let ssAmber = Color(red: 1.0, green: 0.66, blue: 0.15)
    static let ssMuted = Color.white.opacity(0.7)
    static let ssPill = Color(white: 0.18)
    static let ssLockScreenTint = Color(red: 0.07, green: 0.09, blue: 0.14).opacity(0.85)
    static let ssTense = Color("SentimentTense")

    static func sentimentTint(_ sentiment: String) -> Color {
        sentiment == "tense" ? .ssTense : .ssAmber
    }
}
