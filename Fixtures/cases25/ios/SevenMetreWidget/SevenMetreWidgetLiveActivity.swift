import ActivityKit
import SwiftUI
import WidgetKit

struct SevenMetreWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SevenMetreActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(flag: context.attributes.homeFlag, name: context.attributes.homeName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(flag: context.attributes.awayFlag, name: context.attributes.awayName)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(attributes: context.attributes, state: context.state)
                    .widgetURL(context.state.deepLink)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "sevenmetre://scores"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(WidgetColors.brand)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func relevance(for state: SevenMetreActivityAttributes.ContentState) -> Double {
    state.phase == "shootout" ? 100 : 50
}
