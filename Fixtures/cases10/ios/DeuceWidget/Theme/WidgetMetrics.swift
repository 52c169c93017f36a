import CoreGraphics

enum WidgetMetrics {
    /// Apple's standard Lock Screen margin.
    static let margin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let tightSpacing: CGFloat = 4
    static let serveDot: CGFloat = 6
}
