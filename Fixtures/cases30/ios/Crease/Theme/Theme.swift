import SwiftUI

/// Design tokens for the app target. Every number that describes a colour, a gap or a size
/// lives in this folder; views refer to these names instead of literals.
enum Theme {
    enum Palette {
        static let turf = Color(red: 0.11, green: 0.42, blue: 0.27)
        static let creaseOrange = Color(red: 0.93, green: 0.36, blue: 0.18)
        static let chalkLine = Color(white: 0.96)
        static let penaltyAmber = Color("PenaltyAmber")
        static let manUpTint = Color("ManUpTint")
        static let surface = Color("Surface")
        static let ink = Color("Ink")
        static let inkMuted = Color("InkMuted")
        static let liveDot = Color("LiveDot")
    }

    enum Spacing {
        static let hairline: CGFloat = 1
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 14
        static let lg: CGFloat = 20
        static let xl: CGFloat = 28
    }

    enum Size {
        static let crest: CGFloat = 36
        static let tapTarget: CGFloat = 44
        static let shotClockDial: CGFloat = 52
        static let penaltyBar: CGFloat = 6
    }

    enum Radius {
        static let card: CGFloat = 14
        static let chip: CGFloat = 8
    }

    enum Motion {
        static let scoreTick = Animation.spring(duration: 0.6)
        static let sheet = Animation.easeOut(duration: 0.25)
    }
}
