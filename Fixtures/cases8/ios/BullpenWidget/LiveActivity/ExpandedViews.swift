import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack { Text(state.compact.awayFlag); Text(state.compact.awayAbbr) }
            HStack { Text(state.compact.homeFlag); Text(state.compact.homeAbbr) }
        }
        .font(.headline)
        .foregroundStyle(Color(red: 0.99, green: 0.80, blue: 0.20))
    }
}

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    private var outsRemaining: Int {
        3 - state.expanded.outs
    }

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.rowSpacing) {
            Text(state.compact.scoreText)
                .font(.title3.bold().monospacedDigit())
                .contentTransition(.numericText())
                .animation(.easeInOut(duration: 2.5), value: state.compact.scoreText)
            Text(state.phase == .final ? "Final" : state.compact.inningText)
                .font(.caption)
            Text("\(outsRemaining) outs left")
                .font(.caption2)
        }
        .foregroundStyle(Color.bpChalk)
    }
}

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(state.expanded.lastPlay)
                .lineLimit(2)
            HStack {
                Text(state.expanded.pitcherLine)
                Spacer()
                Text(state.expanded.countText)
            }
            .font(.caption)
        }
        .foregroundStyle(Color.bpChalk)
    }
}

#Preview(as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    GameLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        phase: .final,
        compact: LiveActivityCompact(awayAbbr: "CHC", homeAbbr: "STL", awayFlag: "🐻", homeFlag: "🐦", scoreText: "4-5", inningText: "F/10"),
        expanded: LiveActivityPreviewData.walkOff.expanded,
        sentiment: .historic,
        relevance: 100
    )
}
