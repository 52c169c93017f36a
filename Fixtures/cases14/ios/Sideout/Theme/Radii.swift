import CoreGraphics

struct Radii {
    static let card: CGFloat = 16
    static let pill: CGFloat = 10
    static let badge: CGFloat = 6
}
