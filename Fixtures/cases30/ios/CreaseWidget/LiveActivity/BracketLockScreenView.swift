import SwiftUI
import WidgetKit

struct BracketLockScreenView: View {
    let state: BracketActivityAttributes.ContentState
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowGap) {
            Text(title).font(.caption.bold())
            Text(state.roundText).font(.headline)
            Text(state.leaderText).font(.subheadline)
            if let next = state.nextGameText {
                Text(next).font(.caption2)
            }
        }
        .padding(WidgetMetrics.margin)
    }
}

#Preview("Bracket", as: .content, using: BracketActivityAttributes(bracketId: "ncaa-d1-2025", title: "NCAA Championship Weekend")) {
    BracketLiveActivity()
} contentStates: {
    BracketActivityAttributes.ContentState(roundText: "Semifinal 2", leaderText: "Maryland 8 – 7 Duke", nextGameText: "Final · Mon 1:00 PM", updatedAt: 1748196000)
}
