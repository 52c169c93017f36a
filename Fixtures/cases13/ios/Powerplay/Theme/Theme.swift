import SwiftUI

enum Theme {
    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 20
    }

    enum Radius {
        static let card: CGFloat = 14
        static let shadow: CGFloat = 3
    }

    enum Size {
        static let highlightCardHeight: CGFloat = 180
        static let barHeight: CGFloat = 6
    }

    enum Palette {
        static let pitch = Color("Pitch")
        static let card = Color("Card")
        static let muted = Color.secondary.opacity(0.3)
        static let primaryText = Color.primary
        static let live = Color(red: 0.86, green: 0.15, blue: 0.20)
        static let liveChip = Color("LiveChip")
        static let powerplay = Color(red: 0.98, green: 0.74, blue: 0.18)
        static let reviewChip = Color("ReviewChip")
        static let delayBackground = Color("DelayBackground")
        static let shadow = Color.black.opacity(0.08)
        static let exciting = Color("SentimentExciting")
        static let tense = Color("SentimentTense")
        static let dominant = Color("SentimentDominant")
        static let neutral = Color("SentimentNeutral")
    }

    enum Typeface {
        static let title = Font.title2.weight(.semibold)
        static let headline = Font.headline
        static let body = Font.body
        static let caption = Font.caption
        static let score = Font.system(.title3, design: .rounded).weight(.bold)
    }
}
