import SwiftUI

struct PlayerProfileView: View {
    let profile: PlayerProfile
    let seasonGoals: [Int]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.md) {
                Text(profile.displayName)
                    .font(.largeTitle.bold())
                Text(profile.positionsLabel)
                Text(profile.heightText)
                Text(profile.capsText)
                if let bio = profile.bioText {
                    Text(bio)
                }
                chart
            }
            .padding(Theme.Spacing.md)
        }
    }

    @ViewBuilder
    private var chart: some View {
        if seasonGoals.isEmpty {
            EmptyView()
        } else {
            let peak = seasonGoals.max() ?? 1
            HStack(alignment: .bottom, spacing: Theme.Spacing.xs) {
                ForEach(Array(seasonGoals.enumerated()), id: \.offset) { index, goals in
                    RoundedRectangle(cornerRadius: 2)
                        .fill(Theme.Colors.courtGreen)
                        .frame(height: CGFloat(goals) / CGFloat(peak) * 80)
                        .accessibilityLabel("Round \(index + 1)")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: 80, alignment: .bottom)
            Text("Season average: \(Double(seasonGoals.reduce(0, +)) / Double(seasonGoals.count), specifier: "%.1f")")
                .font(.caption)
        }
    }

    @ViewBuilder
    private func badge(for position: String) -> some View {
        if position == "GS" || position == "GA" {
            Image(systemName: "scope")
        } else {
            Image(systemName: "shield")
        }
    }
}
