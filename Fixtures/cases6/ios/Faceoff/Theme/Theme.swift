import SwiftUI

/// Design tokens. Everything visual that has a number in it lives here.
enum Theme {
    enum Colors {
        static let rinkIce = Color("RinkIce")
        static let card = Color("CardBackground")
        static let headerBackground = Color("HeaderBackground")
        static let goalLight = Color(red: 0.86, green: 0.16, blue: 0.18)
        static let powerPlay = Color(red: 0.98, green: 0.71, blue: 0.11)
    }

    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    struct Radius {
        static let card: CGFloat = 14
        static let chip: CGFloat = 8
    }

    enum Size {
        static let rowMinHeight: CGFloat = 56
        static let progressBarHeight: CGFloat = 4
    }

    enum Motion {
        static var scoreBump: Animation = .spring(response: 0.35, dampingFraction: 0.7)
        static let fade: Animation = .easeInOut(duration: 0.25)
        static let hintPulse: Animation = .easeInOut(duration: 2.5).repeatForever(autoreverses: true)
    }
}
