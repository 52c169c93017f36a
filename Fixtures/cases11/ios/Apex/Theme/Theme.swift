import SwiftUI

/// Design tokens for the app target. Widget colours live in ApexWidget/Theme/WidgetColors.swift.
enum Theme {
    enum Colors {
        static let background = Color("Background")
        static let surface = Color("Surface")
        static let textPrimary = Color("TextPrimary")
        static let textSecondary = Color("TextSecondary")
        static let accent = Color(red: 0.91, green: 0.11, blue: 0.16)
        static let safetyCar = Color(red: 1.0, green: 0.78, blue: 0.0)
        static let redFlag = Color(red: 0.86, green: 0.08, blue: 0.12)
        static let fastestLap = Color(red: 0.58, green: 0.22, blue: 0.86)
        static let divider = Color.white.opacity(0.08)
    }

    enum Spacing {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Radius {
        static let chip: CGFloat = 6
        static let card: CGFloat = 12
    }

    enum Size {
        static let teamStripe: CGFloat = 4
        static let tyreBadge: CGFloat = 22
        static let positionColumn: CGFloat = 28
    }
}
