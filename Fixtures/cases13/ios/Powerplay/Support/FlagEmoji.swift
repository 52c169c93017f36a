import Foundation

/// Live Activities can't load network images, so teams are shown with emoji flags.
enum FlagEmoji {
    private static let flags: [String: String] = [
        "AUS": "🇦🇺",
        "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
        "IND": "🇮🇳",
        "NZ": "🇳🇿",
        "PAK": "🇵🇰",
        "SA": "🇿🇦",
        "SL": "🇱🇰",
        "WI": "🌴",
    ]

    static func flag(for code: String) -> String {
        flags[code.uppercased()] ?? "🏏"
    }
}
