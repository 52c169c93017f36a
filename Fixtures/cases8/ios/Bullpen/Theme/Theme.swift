import SwiftUI

/// Design tokens. Anything visual that is not a layout primitive should come
/// from here so the ballpark palette stays consistent across screens.
enum Theme {
    /// Views apply these with .foregroundStyle; .foregroundColor is deprecated.
    enum Colors {
        static let field = Color(red: 0.12, green: 0.38, blue: 0.21)
        static let chalk = Color(red: 0.96, green: 0.95, blue: 0.91)
        static let liveRed = Color(red: 0.78, green: 0.06, blue: 0.18)
        static let dirt = Color(hex: 0xA0522D)
        static let warning = Color("DelayAmber")
        static let muted = Color.secondary
    }

    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Size {
        static let baseDot: CGFloat = 10
        static let teamBadge: CGFloat = 28
        static let rowMinHeight: CGFloat = 56
        static let accentBar: CGFloat = 3
    }
}
