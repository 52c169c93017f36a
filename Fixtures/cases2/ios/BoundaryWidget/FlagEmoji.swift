import Foundation

/// Live Activities can't fetch crests, so sides are shown with a flag.
enum FlagEmoji {
    static let lookup: [String: String] = [
        "IND": "🇮🇳", "AUS": "🇦🇺",
        "NZ": "🇳🇿", "SA": "🇿🇦",
        "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "WI": "🌴",
    ]
}
