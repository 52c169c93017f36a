import Foundation

/// Live Activities can't load remote images, so team flags are emoji.
func flagEmoji(for teamCode: String) -> String {
    switch teamCode {
    case "IND": return "🇮🇳"
    case "AUS": return "🇦🇺"
    case "ENG": return "🏴󠁧󠁢󠁥󠁮󠁧󠁿"
    case "NZ": return "🇳🇿"
    case "PAK": return "🇵🇰"
    case "SA": return "🇿🇦"
    default: return "🏏"
    }
}
