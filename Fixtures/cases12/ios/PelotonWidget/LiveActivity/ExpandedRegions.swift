import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let state: StageActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.compactSpacing) {
            Text(state.leaderName.split(separator: " ").last.map(String.init) ?? state.leaderName)
                .font(.headline)
            Text(state.statusLabel)
                .font(.caption)
                .foregroundColor(.gray)
        }
    }
}

struct ExpandedTrailingView: View {
    let state: StageActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.compactSpacing) {
            Text(state.leaderGapLabel)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
                .animation(.spring(duration: 2.5), value: state.leaderGapLabel)
            Text(state.gcLeaderFlag + " " + state.gcLeaderName)
                .font(.caption)
        }
    }
}
