import SwiftUI

struct MatchBadge: View {
    let item: MatchItem

    var body: some View {
        Text(statusLabel(for: item.phase))
            .font(.caption2.bold())
            .padding(.horizontal, Theme.Spacing.medium)
            .background(item.displayState.sentiment.tint, in: Capsule())
    }
}
