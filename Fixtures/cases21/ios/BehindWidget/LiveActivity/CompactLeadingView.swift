import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.leadingText)
            .font(.caption.weight(.bold))
            .contentTransition(.numericText())
            .foregroundStyle(Color.bhAmber)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.live)
}
