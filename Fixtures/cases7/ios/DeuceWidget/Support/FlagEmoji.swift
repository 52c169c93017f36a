import Foundation

// Target membership: Deuce and DeuceWidget. Live Activities can't load remote
// images, so flags are emoji.
enum FlagEmoji {
    // IOC codes, not ISO: the feed sends GER, SUI, NED, which the regional
    // indicator trick would turn into nonsense.
    private static let byIOC: [String: String] = [
        "ARG": "🇦🇷", "AUS": "🇦🇺", "AUT": "🇦🇹", "BEL": "🇧🇪", "BRA": "🇧🇷",
        "BUL": "🇧🇬", "CAN": "🇨🇦", "CHI": "🇨🇱", "CHN": "🇨🇳", "CRO": "🇭🇷",
        "CZE": "🇨🇿", "DEN": "🇩🇰", "ESP": "🇪🇸", "FRA": "🇫🇷", "GBR": "🇬🇧",
        "GER": "🇩🇪", "GRE": "🇬🇷", "ITA": "🇮🇹", "JPN": "🇯🇵", "KAZ": "🇰🇿",
        "NED": "🇳🇱", "NOR": "🇳🇴", "POL": "🇵🇱", "SRB": "🇷🇸", "SUI": "🇨🇭",
        "TUN": "🇹🇳", "USA": "🇺🇸",
    ]

    static func emoji(for iocCode: String) -> String {
        byIOC[iocCode] ?? "🏳️"
    }
}
