import CoreGraphics

/// Layout rhythm used across the app.
struct Spacing {
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 12
    static let lockScreenMargin: CGFloat = 14
    static let lg: CGFloat = 20
}
