import SwiftUI

enum NickSpacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 14
    static let lg: CGFloat = 20
    static let xl: CGFloat = 28
    static let badge: CGFloat = 22
    static let tapTarget: CGFloat = 44
}

enum NickPalette {
    static let tinRed = Color(red: 0.86, green: 0.12, blue: 0.16)
    static let glassTeal = Color(red: 0.07, green: 0.55, blue: 0.58)
    static let courtMaple = Color(red: 0.93, green: 0.82, blue: 0.64)
    static let frontWall = Color(white: 0.96)
    static let momentumAmber = Color(red: 0.98, green: 0.67, blue: 0.11)
}

enum NickRadius {
    static let card: CGFloat = 16
    static let chip: CGFloat = 8
}

extension Color {
    static let nkTin = NickPalette.tinRed
    static let nkGlass = NickPalette.glassTeal
    static let nkMaple = NickPalette.courtMaple
    static let nkAmber = NickPalette.momentumAmber
}
