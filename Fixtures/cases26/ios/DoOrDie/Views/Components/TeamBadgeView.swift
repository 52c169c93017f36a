import SwiftUI

struct TeamBadgeView: View {
    let team: Team

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(team.flagEmoji)
                .font(.largeTitle)
                // umpire:disable-next-line hardcoded-spacing -- optical nudge so flag emoji sit on the same baseline as the SF Symbols
                .padding(.top, 3)
            Text(team.shortName)
                .font(.caption.bold())
            Text(team.name.components(separatedBy: " ").map { String($0.prefix(1)) }.joined())
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(width: Theme.Size.badge * 2)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(team.name)
    }
}
