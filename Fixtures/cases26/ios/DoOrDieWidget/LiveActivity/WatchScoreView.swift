import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct WatchScoreView: View {
    let context: ActivityViewContext<DoOrDieActivityAttributes>
    @Environment(\.activityFamily) private var family

    var body: some View {
        switch family {
        case .small:
            VStack(spacing: WidgetLayout.tightSpacing) {
                Text(context.state.homeScoreText + " " + context.state.awayScoreText)
                    .font(.headline.monospacedDigit())
                Text(context.state.lastEventText)
                    .font(.caption2)
                    .lineLimit(1)
                Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
                .tint(WidgetColors.accent)
            }
        default:
            LockScreenView(context: context)
        }
    }
}

#Preview("Watch", as: .content, using: LiveActivityPreviewData.attributes) {
    DoOrDieWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveState
}
