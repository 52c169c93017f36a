import SwiftUI

enum WidgetColors {
    static let accent = Color(red: 0.98, green: 0.36, blue: 0.12)
    static let gapGreen = Color(red: 0.2, green: 0.84, blue: 0.45)
    static let gapRed = Color(red: 0.95, green: 0.26, blue: 0.21)
    static let lockScreenTint = Color(red: 0.07, green: 0.07, blue: 0.09)
    static let dismissForeground = Color("DismissForeground")
}

enum WidgetLayout {
    static let lockScreenMargin: CGFloat = 14
    static let compactSpacing: CGFloat = 4
    static let flagSize: CGFloat = 18
}
