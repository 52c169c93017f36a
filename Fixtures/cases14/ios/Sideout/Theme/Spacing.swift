import CoreGraphics

enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 12
    static let l: CGFloat = 16
    static let xl: CGFloat = 24
    static let lockScreenMargin: CGFloat = 14
    static var badgeSize: CGFloat = 28
}
