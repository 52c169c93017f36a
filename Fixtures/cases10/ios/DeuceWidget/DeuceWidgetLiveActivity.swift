import ActivityKit
import SwiftUI
import WidgetKit

let liveActivityAppGroup = "group.app.deuce.shared"

struct DeuceWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.dcCourt)
                .activitySystemActionForegroundColor(Color.dcBall)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state, attributes: context.attributes)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            } minimal: {
                MinimalView(state: context.state)
            }
            .widgetURL(URL(string: context.state.matchURL))
            .keylineTint(accent(for: context.state.sentiment))
        }
        .supplementalActivityFamilies([.small])
    }
}

private func accent(for sentiment: MatchSentiment) -> Color {
    switch sentiment {
    case .neutral, .tight: Color.dcBall
    case .momentum: Color.dcClay
    case .decisive: Color.dcLive
    }
}

struct ScorePill: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2.monospacedDigit().weight(.bold))
            .padding(.horizontal, WidgetMetrics.tightSpacing)
            .background(Color.dcBall.opacity(0.2), in: Capsule())
    }
}
