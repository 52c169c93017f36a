import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let attributes: MatchActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.expandedSpacing) {
            Text(attributes.homeTeam)
                .font(.caption2)
            Text(state.expanded.homeScoreText)
                .font(.title3.weight(.heavy))
        }
    }
}

struct ExpandedTrailingView: View {
    let attributes: MatchActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetMetrics.expandedSpacing) {
            Text(attributes.awayTeam)
                .font(.caption2)
            Text(state.expanded.awayScoreText)
                .font(.title3.weight(.heavy))
                .contentTransition(.numericText())
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.live)
}
