import SwiftUI

/// Live Activities can't load remote images, so team flags are emoji.
let teamFlags: [String: String] = [
    "IND": "🇮🇳",
    "AUS": "🇦🇺",
    "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
    "PAK": "🇵🇰",
    "NZ": "🇳🇿",
    "SA": "🇿🇦",
]

func flagEmoji(for code: String) -> String {
    teamFlags[code] ?? "🏏"
}

struct FlagLabel: View {
    let code: String

    var body: some View {
        Text(flagEmoji(for: code))
            .font(.title)
    }
}
