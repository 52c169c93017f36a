import Foundation

/// Live Activities can't load remote images, so player flags are emoji everywhere
/// (app, widget and Dynamic Island) to keep them identical.
enum FlagEmoji {
    private static let byCountry: [String: String] = [
        "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
        "SCO": "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "WAL": "🏴󠁧󠁢󠁷󠁬󠁳󠁿",
        "NIR": "🇬🇧",
        "NED": "🇳🇱",
        "BEL": "🇧🇪",
        "GER": "🇩🇪",
        "POL": "🇵🇱",
        "AUS": "🇦🇺",
        "NZL": "🇳🇿",
    ]

    static func forCountry(_ code: String) -> String {
        byCountry[code.uppercased()] ?? "🎯"
    }
}

extension PlayerLine {
    var flag: String { FlagEmoji.forCountry(countryCode) }
}
