import SwiftUI

enum Theme {
    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
        static let lockScreenMargin: CGFloat = 14
    }

    enum Radius {
        static let card: CGFloat = 14
        static let chip: CGFloat = 8
    }

    enum Size {
        static let crest: CGFloat = 28
        static let crestLarge: CGFloat = 44
        static let followButton: CGFloat = 36
        static let scoreColumn: CGFloat = 72
    }

    enum Palette {
        static let navy = Color(red: 0.05, green: 0.11, blue: 0.24)
        static let sherrin = Color(red: 0.72, green: 0.18, blue: 0.12)
        static let grass = Color(red: 0.16, green: 0.52, blue: 0.29)
        static let siren = Color("SirenAmber")
        static let cardBackground = Color("CardBackground")
    }

    static var animationDuration: Double = 0.35
}
