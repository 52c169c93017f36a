import SwiftUI

enum Theme {
    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Radius {
        static let chip: CGFloat = 6
        static let card: CGFloat = 14
    }

    enum Size {
        static let flag: CGFloat = 22
        static let serveDot: CGFloat = 6
        static let followButton: CGFloat = 44
        static let scoreColumn: CGFloat = 34
    }

    enum Palette {
        static let tableBlue = Color(red: 0.05, green: 0.24, blue: 0.55)
        static let netWhite = Color(white: 0.96)
        static let ballOrange = Color("BallOrange")
        static let live = Color("LiveRed")
        static let muted = Color.secondary
    }
}

struct Typography {
    static var score: Font = .system(.title, design: .rounded).monospacedDigit().weight(.bold)
    static let caption: Font = .caption.weight(.medium)
    static let label: Font = .subheadline
}
