import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: MatchActivityAttributes.ContentState

    var body: some View {
        VStack(spacing: WidgetMetrics.compactSpacing) {
            Text(state.display.compact.scoreText)
                .font(.title.weight(.heavy).monospacedDigit())
                .contentTransition(.numericText())
            if state.tmoPending {
                Text("TMO review")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(Color.maulGold)
            } else {
                Text(state.display.expanded.clockText)
                    .font(.caption.monospacedDigit())
            }
        }
        .animation(.spring(duration: 0.6), value: state.updatedAt)
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    MaulWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
    LiveActivityPreviewData.tmoCheck
}
