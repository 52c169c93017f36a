import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let attributes: ShortCornerActivityAttributes
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.scoreText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Text(state.periodText)
                .font(.caption2)
            HStack {
                Button(intent: MuteMatchIntent(matchId: attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: UnfollowMatchIntent(matchId: attributes.matchId)) {
                    Image(systemName: "xmark")
                }
            }
        }
    }
}

#Preview {
    SmallFamilyView(attributes: LiveActivityPreviewData.attributes, state: LiveActivityPreviewData.liveQ3)
}
