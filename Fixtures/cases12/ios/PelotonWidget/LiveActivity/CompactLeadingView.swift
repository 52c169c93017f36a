import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: StageActivityAttributes.ContentState

    var body: some View {
        Text(state.gcLeaderFlag)
            .font(.caption)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    PelotonWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakawayState
}
