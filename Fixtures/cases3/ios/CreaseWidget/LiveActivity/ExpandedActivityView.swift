import AppIntents
import SwiftUI
import WidgetKit

/// Bottom region of the expanded Dynamic Island.
struct ExpandedActivityView: View {
    let state: CreaseActivityAttributes.ContentState
    let matchId: String

    var body: some View {
        VStack(spacing: 6) {
            Text(state.statusText)
                .font(.subheadline)
            if let event = state.lastEventText {
                Text(event)
                    .font(.caption)
                    .foregroundStyle(Color.sentiment(state.sentiment))
            }
            HStack(spacing: 12) {
                Button(intent: RefreshScoreIntent(matchId: matchId)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: matchId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .buttonStyle(.bordered)
        }
        .background(ContainerRelativeShape().fill(.clear))
    }
}
