import ActivityKit
import SwiftUI
import WidgetKit

struct ApexWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RaceActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenBackground)
                .activitySystemActionForegroundColor(WidgetColors.dismissForeground)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(URL(string: context.state.deepLink))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(raceURL(context.attributes.raceId))
            } minimal: {
                MinimalView(state: context.state)
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

private func raceURL(_ raceId: String) -> URL? {
    URL(string: "apex://race/\(raceId)/timing")
}
