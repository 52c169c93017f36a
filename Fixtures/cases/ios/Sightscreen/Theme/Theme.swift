import SwiftUI

enum Theme {
    enum Colors {
        static let accent = Color("AccentGreen")
        static let amber = Color("Amber")
        static let calm = Color("Calm")
        static let alert = Color("AlertRed")
        static let muted = Color("Muted")
    }

    enum Spacing {
        static let small: CGFloat = 4
        static let medium: CGFloat = 8
        static let standard: CGFloat = 14
        static let large: CGFloat = 20
    }

    enum Metrics {
        static let progressHeight: CGFloat = 6
    }
}
