import ActivityKit
import SwiftUI
import WidgetKit

struct PuckOutWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PuckOutActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(WidgetColors.scoreText)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(flag: context.attributes.homeFlag, name: context.attributes.homeName, score: context.state.homeScoreText)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(flag: context.attributes.awayFlag, name: context.attributes.awayName, score: context.state.awayScoreText)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.clockText)
                        .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(expanded: context.state.expanded, sinBinEndsAt: context.state.sinBinEndsAt)
                }
            } compactLeading: {
                CompactLeadingView(text: context.state.compact.leadingText)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(text: context.state.compact.trailingText)
                    .widgetURL(URL(string: "puckout://live"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(liveTint(for: context.state.sentiment))
        }
        .supplementalActivityFamilies([.small, .medium])
    }

    private func liveTint(for sentiment: MatchSentiment) -> Color {
        sentiment == .tight ? WidgetColors.tightAmber : WidgetColors.accent
    }
}

func matchURL(_ matchId: String) -> URL? {
    URL(string: "puckout://match/\(matchId)")
}
