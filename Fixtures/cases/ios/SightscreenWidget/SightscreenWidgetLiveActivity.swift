import ActivityKit
import SwiftUI
import WidgetKit

struct SightscreenWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LiveActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(.ssBackground)
                .activitySystemActionForegroundColor(.ssAmber)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(attributes: context.attributes, state: context.state.displayState)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(expanded: context.state.displayState.expanded)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(expanded: context.state.displayState.expanded)
                }
            } compactLeading: {
                CompactLeadingView(compact: context.state.displayState.compact)
            } compactTrailing: {
                CompactTrailingView(compact: context.state.displayState.compact)
            } minimal: {
                MinimalView(compact: context.state.displayState.compact)
            }
            .widgetURL(URL(string: "sightscreen://match/\(context.attributes.matchId)"))
            .keylineTint(.ssAmber)
        }
        .supplementalActivityFamilies([.small])
    }
}
