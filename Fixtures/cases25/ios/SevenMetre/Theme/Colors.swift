import SwiftUI

struct AppColors {
    static let court = Color(red: 0.05, green: 0.32, blue: 0.62)
    static let accent = Color("Accent")
    static let suspension = Color(red: 0.93, green: 0.36, blue: 0.18)
    static let cardBackground = Color(.secondarySystemBackground)
    static let livePulse = Color(hue: 0.0, saturation: 0.78, brightness: 0.9)

    static func sentiment(_ value: MatchSentiment) -> Color {
        switch value {
        case .neutral: return .secondary
        case .tight: return suspension
        case .comeback: return accent
        case .dominant: return court
        }
    }
}
