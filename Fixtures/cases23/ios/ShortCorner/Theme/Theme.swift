import SwiftUI

enum Theme {
    enum Palette {
        static let turf = Color("Turf")
        static let pitchNavy = Color("PitchNavy")
        static let chalk = Color("Chalk")
        static let amber = Color(red: 0.96, green: 0.65, blue: 0.14)
        static let greenCard = Color(red: 0.18, green: 0.66, blue: 0.30)
        static let yellowCard = Color(red: 0.98, green: 0.82, blue: 0.18)
        static let redCard = Color(red: 0.86, green: 0.18, blue: 0.20)
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
        static let chip: CGFloat = 8
    }
}
