import SwiftUI

extension Color {
    static let bkBaize = Color(red: 0.05, green: 0.36, blue: 0.22)
    static let bkChalk = Color(red: 0.55, green: 0.78, blue: 0.95)
    static let bkCentury = Color(red: 0.98, green: 0.77, blue: 0.19)
    static let bkLiveRed = Color(red: 0.85, green: 0.12, blue: 0.16)
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let tight: CGFloat = 4
    static let flagSize: CGFloat = 22
}
