import SwiftUI

enum TyreColors {
    static let soft = Color(red: 0.91, green: 0.16, blue: 0.2)
    static let medium = Color(red: 1.0, green: 0.82, blue: 0.0)
    static let hard = Color.white
    static let inter = Color(red: 0.26, green: 0.7, blue: 0.32)
    static let wet = Color(red: 0.0, green: 0.45, blue: 0.85)

    static func color(for compound: TyreCompound) -> Color {
        switch compound {
        case .soft: soft
        case .medium: medium
        case .hard: hard
        case .inter: inter
        case .wet: wet
        case .notApplicable: .gray
        }
    }
}
