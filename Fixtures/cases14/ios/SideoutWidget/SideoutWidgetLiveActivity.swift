import ActivityKit
import SwiftUI
import WidgetKit

struct SideoutWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SideoutActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state.displayState)
                .activityBackgroundTint(Color.ssLockScreenTint)
                .activitySystemActionForegroundColor(Color.ssAmber)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(attributes: context.attributes, state: context.state.displayState)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(attributes: context.attributes, state: context.state.displayState)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state.displayState)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state.displayState)
                }
            } compactLeading: {
                CompactLeadingView(attributes: context.attributes, state: context.state.displayState)
                    .widgetURL(URL(string: context.state.displayState.deepLink))
            } compactTrailing: {
                CompactTrailingView(state: context.state.displayState)
                    .widgetURL(URL(string: context.state.displayState.deepLink))
            } minimal: {
                MinimalView(state: context.state.displayState)
            }
            .keylineTint(Color.ssAmber)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func scoreAccessibilityLabel(_ state: LiveActivityDisplayState) -> String {
    [state.homeScore, state.awayScore].joined(separator: " to ")
}
