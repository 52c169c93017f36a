import SwiftUI

struct TeamBadgeView: View {
    let code: String
    let name: String

    /// Union flags for international sides. Crest images are not bundled, so clubs fall back to a monogram.
    private static let flags: [String: String] = [
        "NZL": "🇳🇿",
        "RSA": "🇿🇦",
        "AUS": "🇦🇺",
        "ARG": "🇦🇷",
        "IRE": "🇮🇪",
        "FRA": "🇫🇷",
        "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
        "SCO": "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "WAL": "🏴󠁧󠁢󠁷󠁬󠁳󠁿",
        "ITA": "🇮🇹",
    ]

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            if let flag = Self.flags[code] {
                Text(flag).font(.largeTitle)
            } else {
                Monogram(code: code)
            }
            Text(name)
                .font(.caption)
                .lineLimit(1)
        }
        .frame(width: 72)
    }
}

private struct Monogram: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.headline.weight(.heavy))
            .frame(width: Layout.crestSmall, height: Layout.crestSmall)
            .background(Theme.Colors.cardBackground, in: Circle())
    }
}
