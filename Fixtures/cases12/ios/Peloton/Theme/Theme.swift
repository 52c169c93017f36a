import SwiftUI

enum Theme {
    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Radius {
        static let card: CGFloat = 14
        static let badge: CGFloat = 6
    }

    enum Size {
        static let jerseyBadge: CGFloat = 22
        static let followButton: CGFloat = 44
        static let gapBarHeight: CGFloat = 4
        static let climbCarouselHeight: CGFloat = 180
    }

    enum Colors {
        static let yellowJersey = Color(red: 0.99, green: 0.84, blue: 0.0)
        static let greenJersey = Color(red: 0.0, green: 0.58, blue: 0.31)
        static let polkaDot = Color(red: 0.86, green: 0.1, blue: 0.16)
        static let whiteJersey = Color.white
        static let cardBackground = Color("CardBackground")
        static let profileBackground = Color("ProfileBackground")
        static let textSecondary = Color.secondary
        static let live = Color("LiveRed")
        static let breakaway = Color("BreakawayOrange")
        static let stageCardTint = Color(hex: 0x1F2A44)
    }

    enum Motion {
        static let gapChange: Animation = .easeOut(duration: 0.6)
    }
}
