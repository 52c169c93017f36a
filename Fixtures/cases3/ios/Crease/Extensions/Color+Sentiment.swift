import SwiftUI

extension Color {
    /// Maps the backend's `sentiment` string to a brand colour.
    static func sentiment(_ sentiment: String) -> Color {
        switch sentiment {
        case "tense":
            return Theme.Colors.amber
        case "dominant":
            return Theme.Colors.pitchGreen
        case "exciting":
            return Theme.Colors.live
        default:
            return .secondary
        }
    }
}
