import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout.
struct SmallStageView: View {
    let context: ActivityViewContext<StageActivityAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.compactSpacing) {
            Text(context.state.leaderGapLabel)
                .font(.title3.monospacedDigit().bold())
                .contentTransition(.numericText())
            Text(context.state.kmToGoLabel)
                .font(.caption)
            HStack {
                Button(intent: MuteStageIntent(stageId: context.attributes.stageId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: RefreshStageIntent(stageId: context.attributes.stageId)) {
                    Image(systemName: "arrow.clockwise")
                }
            }
            .buttonStyle(.plain)
            .tint(Color(red: 1, green: 0.8, blue: 0))
        }
    }
}
