import SwiftUI

extension Color {
    /// Maps the backend's sentiment string to a theme colour. Unknown values fall back to neutral.
    static func sentiment(_ value: String) -> Color {
        switch value {
        case "exciting": Theme.Palette.exciting
        case "tense": Theme.Palette.tense
        case "dominant": Theme.Palette.dominant
        default: Theme.Palette.neutral
        }
    }
}
