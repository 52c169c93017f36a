import SwiftUI

/// Views read colours through .foregroundStyle(Theme.Colors.…); .foregroundColor(_:) is deprecated.
enum Theme {
    enum Colors {
        static let courtGreen = Color(red: 0.11, green: 0.45, blue: 0.33)
        static let bibGold = Color(red: 0.98, green: 0.78, blue: 0.18)
        static let powerFive = Color(hue: 0.93, saturation: 0.82, brightness: 0.91)
        static let cardBackground = Color("CardBackground")
        static let mutedText = Color.secondary
    }

    enum Spacing {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 14
        static let lg: CGFloat = 20
        static let xl: CGFloat = 28
    }

    enum Fonts {
        static let score = Font.system(size: 34, weight: .bold, design: .rounded)
        static let label = Font.caption.weight(.semibold)
    }
}
