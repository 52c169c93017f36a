import ActivityKit
import SwiftUI
import WidgetKit

struct RedzoneWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(WidgetColors.dismissForeground)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { ExpandedLeadingView(context: context) }
                DynamicIslandExpandedRegion(.trailing) { ExpandedTrailingView(context: context) }
                DynamicIslandExpandedRegion(.bottom) { ExpandedBottomView(context: context) }
            } compactLeading: {
                CompactLeadingView(context: context)
                    .widgetURL(context.attributes.deepLink)
            } compactTrailing: {
                CompactTrailingView(context: context).widgetURL(context.attributes.deepLink)
            } minimal: {
                MinimalView(context: context)
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

extension GameActivityAttributes.ContentState {
    var isCloseGame: Bool { situationNote.isEmpty == false }
}
