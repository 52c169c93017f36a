import SwiftUI

enum WidgetColors {
    static let brand = Color("Brand")
    static let lockScreenTint = Color(red: 0.04, green: 0.11, blue: 0.2).opacity(0.85)
    static let suspension = Color("Suspension")
    static let goalFlash = Color(hue: 0.33, saturation: 0.7, brightness: 0.85)

    static func sentiment(_ raw: String) -> Color {
        switch raw {
        case "tight": return suspension
        case "comeback": return goalFlash
        default: return .white
        }
    }
}

enum WidgetMetrics {
    static let margin: CGFloat = 14
    static let crest: CGFloat = 22
    static let minimalWidth: CGFloat = 36
}
