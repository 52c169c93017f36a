import ActivityKit
import SwiftUI
import WidgetKit

struct CentrePassWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CentrePassActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state.displayState, isStale: context.isStale)
                .activityBackgroundTint(WidgetColors.cpLockScreenTint)
                .activitySystemActionForegroundColor(WidgetColors.cpDismiss)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(flag: context.attributes.homeFlag, name: context.attributes.homeTeamName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(flag: context.attributes.awayFlag, name: context.attributes.awayTeamName)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedScoreView(state: context.state.displayState)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedFooterView(state: context.state.displayState)
                }
            } compactLeading: {
                CompactLeadingView(flag: context.attributes.homeFlag, score: context.state.displayState.compact.homeScore)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(flag: context.attributes.awayFlag, score: context.state.displayState.compact.awayScore)
                    .widgetURL(matchURL(context.attributes.matchId))
            } minimal: {
                MinimalView(text: context.state.displayState.compact.minimalText)
            }
            .keylineTint(WidgetColors.cpGold)
        }
        .supplementalActivityFamilies([.small])
    }
}

func matchURL(_ matchId: String) -> URL {
    URL(string: "centrepass://match/\(matchId)")!
}

struct LiveDot: View {
    var body: some View {
        Circle()
            .fill(WidgetColors.cpPowerFive)
            .frame(width: 6, height: 6)
    }
}
