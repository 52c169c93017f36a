import SwiftUI
import WidgetKit

struct TieLockScreenView: View {
    let state: LiveActivityDisplayState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            Button(intent: RefreshScoreIntent(matchId: state.matchID)) {
                Text(state.compact.leadingText)
                    .contentTransition(.numericText())
            }
        } else {
            VStack(alignment: .leading, spacing: WidgetLayout.rowSpacing) {
                Text(state.expanded.titleText)
                Text(state.expanded.gamesText)
                    .font(.title2.monospacedDigit())
                    .contentTransition(.numericText())
                HStack {
                    Button(intent: RefreshScoreIntent(matchId: state.matchID)) { Image(systemName: "arrow.clockwise") }
                    Button(intent: MuteMatchIntent(matchId: state.matchID)) { Image(systemName: "bell.slash") }
                }
            }
            .padding(WidgetLayout.lockScreenMargin)
        }
    }
}
