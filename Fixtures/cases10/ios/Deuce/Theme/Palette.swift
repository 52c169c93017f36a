import SwiftUI

/// Brand colours. Surfaces get their own tint so a clay-court match reads
/// differently from a grass-court one at a glance.
enum Palette {
    static let clay = Color(red: 0.78, green: 0.38, blue: 0.22)
    static let grass = Color(red: 0.27, green: 0.55, blue: 0.30)
    static let hard = Color(red: 0.20, green: 0.42, blue: 0.72)
    static let live = Color(red: 0.89, green: 0.17, blue: 0.24)
    static let ball = Color(red: 0.85, green: 0.93, blue: 0.25)
    static let muted = Color("Muted")
    static let cardBackground = Color("CardBackground")
    static let divider = Color.primary.opacity(0.08)

    static func surface(_ name: String) -> Color {
        switch name.lowercased() {
        case "clay": clay
        case "grass": grass
        default: hard
        }
    }

    static func sentiment(_ value: MatchSentiment) -> Color {
        switch value {
        case .neutral: .secondary
        case .tight: ball
        case .momentum: grass
        case .decisive: live
        }
    }
}
