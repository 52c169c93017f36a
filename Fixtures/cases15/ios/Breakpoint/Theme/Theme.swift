import SwiftUI

/// Brand palette and layout constants for the Breakpoint app.
/// Every colour and spacing value used by views should come from here.
enum Theme {
    enum Palette {
        static let courtGreen = Color(red: 0.16, green: 0.42, blue: 0.29)
        static let clayOrange = Color(red: 0.80, green: 0.38, blue: 0.20)
        static let hardBlue = Color(red: 0.12, green: 0.33, blue: 0.62)
        static let ballYellow = Color(hex: 0xD8F35A)
        static let chalk = Color("Chalk")
        static let netShadow = Color.black.opacity(0.35)
    }

    enum Spacing {
        static let xxs: CGFloat = 2
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Size {
        static let flagBadge: CGFloat = 22
        static let serveDot: CGFloat = 6
        static let scoreColumnWidth: CGFloat = 28
        static let followButtonHeight: CGFloat = 44
    }

    enum Motion {
        static let scoreChange = Animation.spring(duration: 0.45)
        static let liveDotPulse = Animation.easeInOut(duration: 1.2).repeatForever()
    }
}

extension Color {
    /// Builds a colour from a 0xRRGGBB literal. Only used inside Theme.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }
}
