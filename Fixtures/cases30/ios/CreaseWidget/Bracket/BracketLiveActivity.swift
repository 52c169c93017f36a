import ActivityKit
import SwiftUI
import WidgetKit

struct BracketLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BracketActivityAttributes.self) { context in
            BracketLockScreenView(state: context.state, title: context.attributes.title)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    BracketLockScreenView(state: context.state, title: context.attributes.title)
                }
            } compactLeading: {
                Text(context.state.roundText)
            } compactTrailing: {
                Text(context.state.leaderText)
            } minimal: {
                Image("CreaseMark")
            }
            .widgetURL(URL(string: "crease://bracket/\(context.attributes.bracketId)"))
        }
    }
}
