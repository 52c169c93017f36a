import SwiftUI

enum Theme {
    enum Colors {
        static let pitch = Color(red: 0.05, green: 0.36, blue: 0.20)
        static let amber = Color(red: 0.98, green: 0.70, blue: 0.16)
        static let claret = Color(red: 0.55, green: 0.09, blue: 0.18)
        static let slate = Color(red: 0.36, green: 0.40, blue: 0.45)
        static let accent = Color("AccentGreen")
        static let cardBackground = Color("CardBackground")
        static let liveRed = Color(red: 0.86, green: 0.15, blue: 0.15)
    }

    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Radius {
        static let card: CGFloat = 14
        static let pill: CGFloat = 999
    }

    static let crestSize: CGFloat = 44
}

struct Layout {
    static let rowHeight: CGFloat = 64
    static let crestLarge: CGFloat = 72
    static let crestSmall: CGFloat = 28
    static let carouselHeight: CGFloat = 180
}
