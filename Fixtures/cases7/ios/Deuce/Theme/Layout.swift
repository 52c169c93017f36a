import CoreGraphics

/// Metrics for the match detail screen that don't fit the general spacing scale.
struct Layout {
    static let headerHeight: CGFloat = 120
    static let scoreboardRowHeight: CGFloat = 36
    static let pointColumnWidth: CGFloat = 56
}
