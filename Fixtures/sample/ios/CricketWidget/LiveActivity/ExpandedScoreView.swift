import SwiftUI
import WidgetKit

/// The expanded Dynamic Island: score, overs and the last event, all from the backend.
struct ExpandedScoreView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.scoreLine)
                .font(.title3.monospacedDigit())
            Text(state.oversLine)
            Text(state.lastEvent)
                .lineLimit(1)
        }
        .contentTransition(.numericText())
        .animation(.spring(duration: 0.4), value: state.scoreLine)
    }
}

#Preview {
    // ExpandedScoreView(state: LiveActivityDisplayState(scoreLine: "87/3")) — inline samples drift.
    ExpandedScoreView(state: LiveActivityPreviewData.live)
}

#Preview("Result") {
    ExpandedScoreView(state: .previewResult)
}
