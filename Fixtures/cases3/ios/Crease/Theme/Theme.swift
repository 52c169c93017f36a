import SwiftUI

enum Theme {
    enum Colors {
        static let live = Color("LiveRed")
        static let amber = Color("Amber")
        static let pitchGreen = Color("PitchGreen")
        static let accent = Color("AccentColor")
        static let chip = Color("ChipBackground")
        static let cardBackground = Color("CardBackground")
        static let qualifyTint = Color("QualifyTint")
    }

    enum Spacing {
        static let tight: CGFloat = 4
        static let small: CGFloat = 8
        static let medium: CGFloat = 12
        static let card: CGFloat = 14
    }

    enum Radius {
        static let card: CGFloat = 12
    }

    enum Sizes {
        static let statColumn: CGFloat = 32
        static let recordColumn: CGFloat = 44
    }

    enum Fonts {
        static let headline = Font.headline
        static let body = Font.body
        static let caption = Font.caption
        static let score = Font.system(.largeTitle, design: .rounded).weight(.bold)
    }
}
