import ActivityKit
import SwiftUI
import WidgetKit

struct PelotonWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StageActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenBackground)
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
                    ExpandedBottomView(context: context)
                }
            } compactLeading: {
                HStack(spacing: WidgetMetrics.compactSpacing) {
                    LiveDot()
                    CompactLeadingView(state: context.state)
                }
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            } minimal: {
                MinimalView(state: context.state)
            }
            .widgetURL(context.attributes.deepLink)
            .keylineTint(WidgetColors.accent)
        }
        .supplementalActivityFamilies([.small])
    }
}

private struct LiveDot: View {
    var body: some View {
        Circle()
            .fill(WidgetColors.accent)
            .frame(width: WidgetMetrics.compactSpacing, height: WidgetMetrics.compactSpacing)
    }
}

extension StageActivityAttributes.ContentState {
    var hasBreakaway: Bool { breakawayLabel != nil }
}
