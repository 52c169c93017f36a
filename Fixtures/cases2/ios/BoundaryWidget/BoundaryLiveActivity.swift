import ActivityKit
import SwiftUI
import WidgetKit

struct BoundaryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BoundaryMatchAttributes.self) { context in
            LockScreenScoreView(context: context)
                .activityBackgroundTint(Color("BoundaryNight"))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.homeFlag).font(.title)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.awayFlag).font(.title)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ChaseStripView(state: context.state)
                }
            } compactLeading: {
                Text(context.attributes.homeFlag)
            } compactTrailing: {
                CompactScoreView(state: context.state)
            } minimal: {
                CompactScoreView(state: context.state)
            }
            .widgetURL(URL(string: "boundary://match/\(context.attributes.matchID)"))
        }
        .supplementalActivityFamilies([.small])
    }
}
