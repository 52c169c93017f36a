import SwiftUI

enum PitstopTheme {
    enum Spacing {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 14
        static let lg: CGFloat = 20
        static let rowHeight: CGFloat = 56
    }

    enum Radius {
        static let card: CGFloat = 12
        static let chip: CGFloat = 6
    }

    enum Palette {
        static let asphalt = Color("Asphalt")
        static let kerbRed = Color(red: 0.86, green: 0.12, blue: 0.15)
        static let flagYellow = Color(red: 1.0, green: 0.84, blue: 0.0)
        static let safetyCarAmber = Color(hex: 0xFFB000)
        static let pitLaneBlue = Color("PitLaneBlue")
    }

    enum Motion {
        static var positionSwap: Animation = .spring(duration: 0.45)
    }
}
