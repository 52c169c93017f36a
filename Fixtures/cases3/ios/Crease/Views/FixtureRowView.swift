import SwiftUI

struct FixtureRowView: View {
    let item: FixtureItem

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
            HStack {
                Text(item.title)
                    .font(Theme.Fonts.headline)
                Spacer()
                statusBadge
                    .foregroundStyle(item.status == .live ? Theme.Colors.live : .secondary)
            }
            Text(item.venueLine)
                .font(Theme.Fonts.caption)
            Text(item.startsAt.formatted(date: .abbreviated, time: .shortened))
                .font(Theme.Fonts.caption)
                .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private var statusBadge: some View {
        switch item.status {
        case .live:
            Image(systemName: "dot.radiowaves.left.and.right")
        case .result:
            Text(item.resultText ?? "Match finished")
        case .abandoned:
            Text("Abandoned")
        case .upcoming:
            EmptyView()
        }
    }
}
