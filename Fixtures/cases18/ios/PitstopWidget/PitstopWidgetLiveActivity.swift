import ActivityKit
import SwiftUI
import WidgetKit

struct PitstopWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RaceActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(WidgetColors.dismissForeground)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(context: context)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(context: context)
            } compactTrailing: {
                CompactTrailingView(context: context)
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(raceAccent(for: context.state.sentiment))
        }
        .supplementalActivityFamilies([.small])
    }
}

private func raceAccent(for sentiment: RaceSentiment) -> Color {
    sentiment == .charging ? WidgetColors.gapGreen : WidgetColors.accent
}
