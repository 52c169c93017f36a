import SwiftUI

struct TeamBadgeView: View {
    let team: Team
    private let size: CGFloat = Layout.badgeSize

    private static let flags: [String: String] = [
        "AUS": "🇦🇺", "NZL": "🇳🇿", "ENG": "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "JAM": "🇯🇲", "RSA": "🇿🇦", "MAW": "🇲🇼",
    ]

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            ZStack {
                Circle()
                    .fill(Color(team.colourName))
                    .frame(width: size, height: size)
                Text(Self.flags[team.abbreviation] ?? String(team.abbreviation.prefix(1)))
                    .font(.title3)
            }
            Text(team.abbreviation)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.25))
        }
        .frame(width: size * 1.6)
    }
}
