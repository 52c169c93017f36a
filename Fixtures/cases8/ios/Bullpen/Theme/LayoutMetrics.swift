import CoreGraphics

/// Row and card metrics shared by the scoreboard and the box score.
struct LayoutMetrics {
    static let rowHeight: CGFloat = 56
    static let cardCornerRadius: CGFloat = 14
    static let linescoreColumnWidth: CGFloat = 26
}
