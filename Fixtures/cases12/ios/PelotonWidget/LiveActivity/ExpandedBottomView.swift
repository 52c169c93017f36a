import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let context: ActivityViewContext<StageActivityAttributes>

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            StageProgressBar(fraction: context.state.progressFraction)
                .animation(.linear(duration: 4), value: context.state.progressFraction)
            if let breakaway = context.state.breakawayLabel, let gap = context.state.breakawayGapLabel {
                HStack {
                    Text(breakaway)
                    Spacer()
                    Text(gap)
                        .monospacedDigit()
                        .contentTransition(.numericText())
                }
                .font(.caption)
            }
            HStack {
                Link(destination: context.attributes.deepLink) {
                    Label("Open stage", systemImage: "arrow.up.right")
                }
                Spacer()
                Button(intent: MuteStageIntent(stageId: context.attributes.stageId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .font(.caption)
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    PelotonWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakawayState
}
