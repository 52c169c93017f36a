import SwiftUI

extension Jersey {
    var tint: Color {
        switch self {
        case .yellow: Theme.Colors.yellowJersey
        case .green: Theme.Colors.greenJersey
        case .polkaDot: Theme.Colors.polkaDot
        case .white: Theme.Colors.whiteJersey
        }
    }
}

extension Sentiment {
    var accent: Color {
        self == .decisive ? Theme.Colors.live : Theme.Colors.textSecondary
    }
}
