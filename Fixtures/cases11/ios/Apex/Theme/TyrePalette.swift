import SwiftUI

/// Compound colours follow the tyre supplier's sidewall markings.
enum TyrePalette {
    static let soft = Color("TyreSoft")
    static let medium = Color("TyreMedium")
    static let hard = Color("TyreHard")
    static var intermediate = Color("TyreIntermediate")
    static let wet = Color("TyreWet")

    static func color(for compound: String) -> Color {
        switch compound {
        case "soft": return soft
        case "medium": return medium
        case "hard": return hard
        case "intermediate": return intermediate
        case "wet": return wet
        default: return Theme.Colors.textSecondary
        }
    }
}
