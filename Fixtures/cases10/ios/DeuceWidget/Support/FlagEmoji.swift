import Foundation

/// Live Activities can't load remote images, so flags are emoji looked up by
/// IOC code. Unknown codes fall back to a white flag.
enum FlagEmoji {
    private static let byCode: [String: String] = [
        "ARG": "🇦🇷", "AUS": "🇦🇺", "BLR": "🇧🇾", "CAN": "🇨🇦", "CZE": "🇨🇿",
        "ESP": "🇪🇸", "FRA": "🇫🇷", "GBR": "🇬🇧", "GER": "🇩🇪", "GRE": "🇬🇷",
        "ITA": "🇮🇹", "KAZ": "🇰🇿", "NOR": "🇳🇴", "POL": "🇵🇱", "RUS": "🇷🇺",
        "SRB": "🇷🇸", "SUI": "🇨🇭", "TUN": "🇹🇳", "USA": "🇺🇸", "CHN": "🇨🇳",
    ]

    static func emoji(for code: String) -> String {
        byCode[code.uppercased()] ?? "🏳️"
    }
}
