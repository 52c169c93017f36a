import SwiftUI

enum WidgetColors {
    static let fmAmber = Color(red: 1.0, green: 0.72, blue: 0.0)
    static let urgent = Color("Urgent")
    static let lockScreenBackground = Color.black.opacity(0.85)
}

enum WidgetTheme {
    static let lockScreenMargin: CGFloat = 14
    static let rowSpacing: CGFloat = 6
    static var compactSpacing: CGFloat = 4
}
