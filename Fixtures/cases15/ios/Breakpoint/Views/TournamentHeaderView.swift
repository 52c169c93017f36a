import SwiftUI

struct TournamentHeaderView: View {
    let group: TournamentGroup
    let surface: Surface

    private var courtsInUse: [String] {
        Array(Set(group.matches.map(\.courtLabel))).sorted()
    }

    var body: some View {
        let liveCount = group.matches.filter(\.isLive).count
        let longest = group.matches.map(\.elapsedMinutes).reduce(0, +)

        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(group.header)
                .font(.headline)
            Text(group.surfaceLabel)
                .font(Typography.caption)
                .foregroundStyle(surface.tint)
            Text(courtsInUse.joined(separator: ", "))
                .font(Typography.caption)
            if liveCount > 0 {
                Image(systemName: "dot.radiowaves.left.and.right")
                    .symbolEffect(.pulse)
            }
            Text("\(longest / 60)h on court today")
                .font(Typography.caption)
        }
        .padding(.horizontal, Theme.Spacing.lg)
    }

    @ViewBuilder
    func badge(for tour: Tour) -> some View {
        switch tour {
        case .atp: Image("ATPBadge")
        case .wta: Image("WTABadge")
        case .challenger: EmptyView()
        }
    }
}
