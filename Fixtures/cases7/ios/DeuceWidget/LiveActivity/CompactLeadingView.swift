import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    var attributes: DeuceActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(FlagEmoji.emoji(for: attributes.homeCountry))
            Text(state.compact.leadingText)
                .font(.caption.monospacedDigit().bold())
                .contentTransition(.numericText())
        }
        .foregroundStyle(Color.deuceBall)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakPoint
}
