import SwiftUI

extension Color {
    static let nkwAmber = Color(red: 0.98, green: 0.67, blue: 0.11)
    static let nkwTin = Color(red: 0.86, green: 0.12, blue: 0.16)
    static let nkwGlass = Color(red: 0.07, green: 0.55, blue: 0.58)
    static let nkwFooterGradient1 = Color(white: 0.12)
    static let nkwFooterGradient2 = Color(white: 0.04)
}

enum WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let flagSize: CGFloat = 18
    static let rowGap: CGFloat = 6
}
