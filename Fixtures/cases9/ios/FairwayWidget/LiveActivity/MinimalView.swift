import ActivityKit
import SwiftUI
import WidgetKit

struct MinimalView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    var body: some View {
        Text(context.state.toParDisplay)
            .font(.caption2.weight(.heavy).monospacedDigit())
            .minimumScaleFactor(0.7)
            .contentTransition(.numericText())
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    FairwayWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.leaderState
}
