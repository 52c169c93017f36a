import AppIntents
import SwiftUI
import WidgetKit

struct WatchFollowView: View {
    let attributes: CentrePassActivityAttributes
    let state: LiveActivityDisplayState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack(spacing: WidgetMetrics.scoreSpacing) {
                Text(state.compact.minimalText)
                    .font(.headline)
                    .contentTransition(.numericText())
                Button(intent: MuteMatchIntent(matchId: attributes.matchId)) { Label("Mute", systemImage: "bell.slash") }
            }
        } else {
            HStack {
                Text(state.expanded.scoreline)
                    .contentTransition(.numericText())
                Spacer()
                Button(intent: MuteMatchIntent(matchId: attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: SwitchPerspectiveIntent(matchId: attributes.matchId)) {
                    Image(systemName: "arrow.left.arrow.right")
                }
            }
        }
    }
}
