import SwiftUI

extension MatchSentiment {
    /// Accent used for the score and the Live Activity tint. Colour only; the words come from the backend.
    var tint: Color {
        switch self {
        case .tight: Theme.Colors.amber
        case .dominant: Theme.Colors.pitch
        case .comeback: Theme.Colors.claret
        case .neutral: Theme.Colors.slate
        }
    }
}
