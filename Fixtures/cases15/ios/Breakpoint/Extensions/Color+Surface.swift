import SwiftUI

extension Surface {
    /// Court colour used behind the tournament header.
    var tint: Color {
        switch self {
        case .hard: Theme.Palette.hardBlue
        case .clay: Theme.Palette.clayOrange
        case .grass: Theme.Palette.courtGreen
        }
    }
}

extension String {
    /// Maps the backend's sentiment key to an accent colour.
    var sentimentColor: Color {
        switch self {
        case "tense": Theme.Palette.clayOrange
        case "dominant": Theme.Palette.courtGreen
        default: Color.secondary
        }
    }
}
