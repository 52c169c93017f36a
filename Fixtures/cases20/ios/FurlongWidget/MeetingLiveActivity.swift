import ActivityKit
import SwiftUI
import WidgetKit

struct MeetingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MeetingActivityAttributes.self) { context in
            MeetingLockScreenView(state: context.state.displayState, meetingId: context.attributes.meetingId)
                .activityBackgroundTint(WidgetColors.flLockScreenTint)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedView(state: context.state.displayState)
                }
            } compactLeading: {
                Text(context.state.displayState.silkEmoji)
            } compactTrailing: {
                Text(context.state.displayState.headline)
            } minimal: {
                Text(context.state.displayState.runnerPositionText)
                    .contentTransition(.numericText())
            }
        }
    }
}
