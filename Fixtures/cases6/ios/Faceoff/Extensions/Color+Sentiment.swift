import SwiftUI

extension Color {
    /// Paint for the status text. The backend decides the sentiment; the app only picks the colour.
    static func sentiment(_ sentiment: GameSentiment) -> Color {
        switch sentiment {
        case .neutral: return .primary
        case .tense: return Theme.Colors.powerPlay
        case .lopsided: return .secondary
        case .comeback: return Theme.Colors.goalLight
        }
    }
}
