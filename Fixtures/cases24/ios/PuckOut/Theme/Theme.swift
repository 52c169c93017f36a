import SwiftUI

enum Theme {
    enum Colors {
        static let pitch = Color("PitchGreen")
        static let sliotar = Color(red: 0.96, green: 0.93, blue: 0.84)
        static let scoreboard = Color(red: 0.07, green: 0.09, blue: 0.11)
        static let liveRed = Color(hex: 0xD7263D)
        static let muted = Color.secondary
        static let cardYellow = Color(red: 0.98, green: 0.80, blue: 0.08)
        static let cardRed = Color(red: 0.84, green: 0.12, blue: 0.16)
        static let cardBlack = Color.black
    }

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
        static let chip: CGFloat = 6
        static let card: CGFloat = 14
    }

    enum Motion {
        static let scoreChange = Animation.spring(duration: 0.4)
    }
}
