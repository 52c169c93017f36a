import CoreGraphics

struct WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static var tightSpacing: CGFloat = 4
}
