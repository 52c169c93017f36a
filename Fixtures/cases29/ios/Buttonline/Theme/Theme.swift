import SwiftUI

/// Design tokens for the app target. Every colour, spacing and radius used by
/// views comes from here or from the asset catalog.
enum Theme {
    enum Spacing {
        static let hairline: CGFloat = 1
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
        static let xl: CGFloat = 24
        static let gutter: CGFloat = 14
    }

    enum Radius {
        static let card: CGFloat = 14
        static let chip: CGFloat = 8
    }

    enum Metrics {
        static let stoneDiameter: CGFloat = 18
        static let houseDiameter: CGFloat = 220
        static let rowHeight: CGFloat = 44
        static let sheetCardWidth: CGFloat = 320
        static let followButtonMinWidth: CGFloat = 96
    }
}
