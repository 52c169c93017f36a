import SwiftUI

enum Theme {
    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 14
        static let l: CGFloat = 20
        static let xl: CGFloat = 32
    }

    enum Radius {
        static let card: CGFloat = 12
    }

    enum Colors {
        static let pool = Color(red: 0.0, green: 0.42, blue: 0.69)
        static let live = Color("LiveRed")
        static let warning = Color("Warning")
        static let urgent = Color("Urgent")
        static let surface = Color("Surface")
        static let onSurface = Color("OnSurface")
        static let exclusion = Color("Exclusion")
        static let qualify = Color("Qualify")
        static let positive = Color("Positive")
        static let negative = Color("Negative")
        static let tense = Color("Tense")
        static let manUp = Color("ManUp")
        static let dominant = Color("Dominant")
    }

    enum Typography {
        static var scoreLarge = Font.system(size: 44, weight: .bold, design: .rounded).monospacedDigit()
        static let shotClock = Font.system(.title3, design: .monospaced).bold()
        static let title = Font.title2.bold()
        static let callout = Font.callout
        static let caption = Font.caption
        static let footnote = Font.footnote
        static let teamCode = Font.headline
    }
}
