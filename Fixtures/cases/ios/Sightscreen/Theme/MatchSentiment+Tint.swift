import SwiftUI

extension MatchSentiment {
    var tint: Color {
        switch self {
        case .neutral: Theme.Colors.calm
        case .exciting: Theme.Colors.accent
        case .tense: Theme.Colors.amber
        case .dominant: Theme.Colors.alert
        }
    }
}
