import ActivityKit
import SwiftUI
import WidgetKit

struct CourtWatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourtActivityAttributes.self) { context in
            CourtLockScreenView(context: context)
                .activityBackgroundTint(Color.dcCourt)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    CourtExpandedView(state: context.state, courtTitle: context.attributes.courtTitle)
                }
            } compactLeading: {
                Text(context.attributes.courtTitle)
                    .font(.caption2.weight(.semibold))
                    .widgetURL(URL(string: "deuce://court/\(context.attributes.courtId)"))
            } compactTrailing: {
                Text(context.state.scoreLine)
                    .font(.caption2.monospacedDigit())
                    .widgetURL(URL(string: "deuce://order-of-play"))
            } minimal: {
                Text(context.state.scoreLine.isEmpty ? "–" : "●")
                    .foregroundStyle(Color.dcBall)
            }
        }
    }
}
