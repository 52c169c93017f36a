import SwiftUI

/// Widget palette. Dynamic Island backgrounds are always black, so these are
/// bold foreground colours.
enum WidgetColors {
    static let sheetNight = Color(red: 0.05, green: 0.09, blue: 0.16)
    static let houseRed = Color(red: 0.86, green: 0.16, blue: 0.20)
    static let hammerGold = Color(red: 0.98, green: 0.78, blue: 0.22)
}

enum WidgetMetrics {
    static let lockScreenMargin: CGFloat = 14
    static let pipSize: CGFloat = 6
    static let flagSize: CGFloat = 22
}

extension Color {
    static let bhSheetNight = WidgetColors.sheetNight
    static let bhHouseRed = WidgetColors.houseRed
    static let bhHammerGold = WidgetColors.hammerGold
}
