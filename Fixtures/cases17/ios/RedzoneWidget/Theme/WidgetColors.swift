import SwiftUI

enum WidgetColors {
    static let lockScreenTint = Color(red: 0.05, green: 0.09, blue: 0.07)
    static let dismissForeground = Color("DismissForeground")
    static let rzGreen = Color("RzGreen")
    static let rzGold = Color("RzGold")
}

enum WidgetSpacing {
    static let margin: CGFloat = 14
    static let gap: CGFloat = 6
}
