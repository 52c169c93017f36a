import ActivityKit
import SwiftUI
import WidgetKit

struct MinimalView: View {
    let context: ActivityViewContext<BaulkActivityAttributes>

    var body: some View {
        Text(context.state.display.compact.minimalText)
            .font(.caption2.monospacedDigit().bold())
            .contentTransition(.numericText())
            .minimumScaleFactor(0.6)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    BaulkWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveState
    BaulkActivityAttributes.ContentState(display: .init(compact: .init(leadingText: "TRU 18", trailingText: "14 WIL", minimalText: "18–14"), expanded: LiveActivityPreviewData.liveDisplay.expanded, phase: .concluded, sentiment: .historic, updatedAt: .now))
}
