import ActivityKit
import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    var body: some View {
        Text(context.state.toParDisplay)
            .font(.caption2.weight(.bold).monospacedDigit())
            .foregroundStyle(accentColor(for: context.state.sentiment))
            .contentTransition(.numericText(value: Double(context.state.toParDisplay) ?? 0))
            .animation(.snappy(duration: 0.4), value: context.state.toParDisplay)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    FairwayWidgetLiveActivity()
} contentStates: {
    RoundActivityAttributes.ContentState(
        positionDisplay: "T4", toParDisplay: "-7", todayDisplay: "-3", thruDisplay: "Thru 12",
        lastHoleDisplay: "Birdie at 12", eventLine: nil, sentiment: "hot", isFinal: false, updatedAtEpoch: 1_744_480_000
    )
}
