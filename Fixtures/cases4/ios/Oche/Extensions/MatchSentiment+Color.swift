import SwiftUI

extension MatchSentiment {
    var tint: Color {
        switch self {
        case .neutral:
            return .white
        case .tense:
            return .ocheAmber
        case .dominant:
            return .ocheGreen
        case .comeback:
            return .ocheRed
        }
    }
}
