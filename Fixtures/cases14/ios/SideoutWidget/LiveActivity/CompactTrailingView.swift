import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.compactSpacing) {
            Text(state.awayScore)
                .foregroundStyle(Color.ssAmber)
            Text(state.setLabel)
                .font(.caption2)
        }
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    SideoutWidgetLiveActivity()
} contentStates: {
    SideoutActivityAttributes.ContentState(displayState: LiveActivityDisplayState(homeScore: "18", awayScore: "16", homeSets: "1", awaySets: "1", setLabel: "Set 3", statusText: "Brazil serving", servingTeamId: "t-brazil", lastPoint: nil, sentiment: "tense", deepLink: "sideout://match/m-101"))
}
