import CoreGraphics

enum Radius {
    static let card: CGFloat = 12
    static let badge: CGFloat = 6
}

enum RowMetrics {
    static let flagWidth: CGFloat = 22
    static let positionColumnWidth: CGFloat = 36
}
