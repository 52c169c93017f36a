import CoreGraphics

enum WidgetMetrics {
    /// Apple's standard Lock Screen margin.
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let tightSpacing: CGFloat = 4
}
