import SwiftUI

struct PlayoffExpandedView: View {
    let state: PlayoffActivityAttributes.ContentState

    var body: some View {
        VStack(spacing: WidgetMetrics.flagSize / 4) {
            Text(state.holeDisplay).font(.caption)
            HStack {
                Text(state.leaderLine).contentTransition(.numericText())
                Spacer()
                Text(state.challengerLine)
            }
            .font(.headline.monospacedDigit())
            .animation(.smooth(duration: 1.2), value: state.leaderLine)
        }
    }
}
