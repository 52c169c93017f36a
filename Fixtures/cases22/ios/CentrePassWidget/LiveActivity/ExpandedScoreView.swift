import SwiftUI

struct ExpandedScoreView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.scoreSpacing) {
            Text(state.expanded.scoreline)
                .font(.title2.bold())
                .contentTransition(.numericText())
            Text(state.expanded.quarterLabel)
                .font(.caption)
                .foregroundColor(WidgetColors.cpGold)
            Text(state.expanded.statusText)
                .font(.caption2)
        }
    }
}

struct ExpandedScoreDetail: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.expanded.centrePassLine)
            .font(.caption2)
    }
}

#Preview {
    ExpandedScoreView(state: LiveActivityPreviewData.thirdQuarter)
}
