import AppIntents
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout (`.small` activity family).
struct SmallActivityView: View {
    let state: CreaseActivityAttributes.ContentState
    let matchId: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(state.scoreText)
                .font(.headline)
                .contentTransition(.numericText())
            Text(state.lastEventText ?? state.statusText)
                .font(.caption2)
                .lineLimit(1)
            HStack {
                Button(intent: RefreshScoreIntent(matchId: matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: matchId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}
