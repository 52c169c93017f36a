import ActivityKit
import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let context: ActivityViewContext<DoOrDieActivityAttributes>

    var body: some View {
        HStack(spacing: 2) {
            Text(context.attributes.homeFlag)
            Text(context.state.homeScoreText)
                .monospacedDigit()
                .contentTransition(.numericText())
        }
        .foregroundStyle(WidgetColors.accent)
    }
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DoOrDieActivityAttributes(matchId: "pkl-2026-050", homeShortName: "DEL", awayShortName: "PUN", homeFlag: "🦁", awayFlag: "🌶️")) {
    DoOrDieWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveState
}
