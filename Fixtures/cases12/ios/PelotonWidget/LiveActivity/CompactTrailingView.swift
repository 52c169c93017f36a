import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: StageActivityAttributes.ContentState

    var body: some View {
        Text(state.leaderGapLabel)
            .font(.caption2.monospacedDigit())
            .foregroundStyle(WidgetColors.accent)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    PelotonWidgetLiveActivity()
} contentStates: {
    StageActivityAttributes.ContentState(stageTitle: "Pau → Superbagnères", statusLabel: "Racing", kmToGoLabel: "42 km", progressFraction: 0.77, leaderName: "Martinez", leaderGapLabel: "+3' 40\"", breakawayLabel: nil, breakawayGapLabel: nil, gcLeaderName: "Pogačar", gcLeaderFlag: "🇸🇮", gcLeaderGapLabel: "", liveNote: nil)
}
