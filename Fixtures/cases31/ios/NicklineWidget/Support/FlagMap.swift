import Foundation

enum FlagMap {
    static let byCountry: [String: String] = [
        "EGY": "🇪🇬", "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "NZL": "🇳🇿", "FRA": "🇫🇷",
        "PER": "🇵🇪", "USA": "🇺🇸", "WAL": "🏴󠁧󠁢󠁷󠁬󠁳󠁿", "MAS": "🇲🇾",
    ]

    static func flag(for code: String) -> String {
        byCountry[code] ?? "🏳️"
    }
}
