import ActivityKit
import SwiftUI
import WidgetKit

struct OrderOfPlayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderOfPlayAttributes.self) { context in
            OrderOfPlayLockScreenView(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color.bpLockTint)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    OrderOfPlayLockScreenView(attributes: context.attributes, state: context.state)
                }
            } compactLeading: {
                Text(context.state.courtLabel)
                    .widgetURL(URL(string: "breakpoint://court/\(context.state.courtLabel)"))
            } compactTrailing: {
                Text(context.state.positionLabel)
                    .widgetURL(URL(string: "breakpoint://match/\(context.attributes.matchId)"))
            } minimal: {
                Text(context.state.positionLabel)
            }
        }
    }
}
