import SwiftUI

enum Theme {
    enum Colors {
        static let ball = Color(red: 0.83, green: 0.93, blue: 0.25)
        static let court = Color("CourtGreen")
        static let clay = Color(red: 0.80, green: 0.40, blue: 0.24)
        static let grass = Color("Grass")
        static let hard = Color("HardCourt")
        static let live = Color("LiveRed")
        static let delay = Color("DelayBlue")
        static let tense = Color.orange
        static let secondaryText = Color.secondary
        static let cardBackground = Color(.secondarySystemBackground)
    }

    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Radius {
        static let card: CGFloat = 12
    }

    enum Size {
        static let avatar: CGFloat = 44
        static let serveDot: CGFloat = 6
        static let statBar: CGFloat = 6
        static let setCell: CGFloat = 24
        static let momentCard: CGFloat = 180
    }
}
