import SwiftUI

struct WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static let compactSpacing: CGFloat = 4
    static let progressHeight: CGFloat = 5
}
