import ActivityKit
import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let context: ActivityViewContext<RaceActivityAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            Text(context.state.compact.positionText)
                .font(.title.bold().monospacedDigit())
                .contentTransition(.numericText())
            Text("\(Int(Date.now.timeIntervalSince1970) - context.state.updatedAt)s ago")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    PitstopWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.racing
}
