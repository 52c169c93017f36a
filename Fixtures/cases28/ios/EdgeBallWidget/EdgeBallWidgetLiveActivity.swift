import ActivityKit
import SwiftUI
import WidgetKit

struct EdgeBallWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EdgeBallActivityAttributes.self) { context in
            SmallFamilyView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
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
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            } minimal: {
                MinimalView(state: context.state)
            }
            .widgetURL(matchURL(context.attributes.matchId))
            .keylineTint(WidgetColors.ballOrange)
        }
        .supplementalActivityFamilies([.small])
    }
}

func matchURL(_ matchId: String) -> URL {
    URL(string: "edgeball://match/\(matchId)")!
}

struct LiveDot: View {
    var body: some View {
        Circle().fill(WidgetColors.liveRed).frame(width: WidgetLayout.dot, height: WidgetLayout.dot)
    }
}
