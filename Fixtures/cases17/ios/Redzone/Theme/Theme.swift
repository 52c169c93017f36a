import SwiftUI

enum Theme {
    enum Colors {
        static let accent = Color("Accent")
        static let turf = Color(red: 0.13, green: 0.42, blue: 0.22)
        static let redZone = Color("RedZone")
        static let muted = Color.secondary.opacity(0.4)
        static let primaryText = Color.primary
        static let secondaryText = Color.secondary
        static let tense = Color("Tense")
        static let dominant = Color("Dominant")
    }

    enum Spacing {
        static let tight: CGFloat = 4
        static let standard: CGFloat = 12
        static let section: CGFloat = 20
    }

    enum Sizes {
        static let dot: CGFloat = 8
        static let fieldBarHeight: CGFloat = 10
    }

    enum Fonts {
        static let score = Font.system(size: 34, weight: .bold, design: .rounded)
        static let clock = Font.system(.title2, design: .monospaced)
        static let body = Font.body
        static let caption = Font.caption
    }
}
