import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Circle()
                .fill(state.servingSide == .home ? Color.dcBall : .clear)
                .frame(width: WidgetMetrics.serveDot, height: WidgetMetrics.serveDot)
            Text(state.compact.leadingLabel)
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.dcBall)
        }
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: MatchActivityAttributes.preview) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewLive
    LiveActivityDisplayState.previewTiebreak
}
