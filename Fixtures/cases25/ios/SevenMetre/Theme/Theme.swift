import SwiftUI

enum Theme {
    enum Spacing {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 14
        static let lg: CGFloat = 20
        static let xl: CGFloat = 32
    }

    enum Radius {
        static let card: CGFloat = 12
        static let chip: CGFloat = 6
    }

    enum Size {
        static let crest: CGFloat = 28
        static let scoreBadgeHeight: CGFloat = 44
        static var rowHeight: CGFloat = 56
    }
}
