import CoreGraphics

enum WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let compactSpacing: CGFloat = 4
    static let pillPadding: CGFloat = 6
    static let pipSize: CGFloat = 18
}
