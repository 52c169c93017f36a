import SwiftUI

enum WidgetColors {
    static let accent = Color(red: 0.96, green: 0.58, blue: 0.2)
    static let lockScreenBackground = Color(red: 0.09, green: 0.07, blue: 0.05).opacity(0.85)
    static let raid = Color("WidgetRaidRed")

    static func sentiment(_ value: String) -> Color {
        switch value {
        case "tense": raid
        case "exciting": accent
        default: .gray
        }
    }
}

enum WidgetLayout {
    static let margin: CGFloat = 14
    static let spacing: CGFloat = 8
    static let tightSpacing: CGFloat = 4
    static let dot: CGFloat = 6
}
