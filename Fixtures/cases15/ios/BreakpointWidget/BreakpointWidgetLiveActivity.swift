import ActivityKit
import SwiftUI
import WidgetKit

struct BreakpointWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BreakpointActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color.bpLockTint)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedPlayerColumn(flag: context.attributes.homeFlag, name: context.state.expanded.homeName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedPlayerColumn(flag: context.attributes.awayFlag, name: context.state.expanded.awayName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(matchURL(context.attributes.matchId))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(Color.bpBall)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func matchURL(_ matchId: String) -> URL {
    URL(string: "breakpoint://match/\(matchId)")!
}
