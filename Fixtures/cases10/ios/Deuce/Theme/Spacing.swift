import CoreGraphics

/// Spacing scale used across the app. Keep views on these steps rather than
/// inventing one-off numbers.
struct Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 12
    static let lg: CGFloat = 16
    static let xl: CGFloat = 24
    static let rowHeight: CGFloat = 56
}

enum Radius {
    static let card: CGFloat = 14
    static let badge: CGFloat = 6
    static let sheet: CGFloat = 20
}
