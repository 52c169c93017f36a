import ActivityKit
import SwiftUI
import WidgetKit

struct PowerplayWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PowerplayAttributes.self) { context in
            LockScreenView(state: context.state, attributes: context.attributes)
                .activityBackgroundTint(WidgetColors.lockScreenBackground)
                .activitySystemActionForegroundColor(WidgetColors.dismissForeground)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(attributes: context.attributes)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(deepLink(context.attributes.fixtureId, screen: "fixture"))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(deepLink(context.attributes.fixtureId, screen: "scorecard"))
            } minimal: {
                Image("PowerplayGlyph")
                    .resizable()
                    .scaledToFit()
            }
            .keylineTint(WidgetColors.amber)
        }
        .supplementalActivityFamilies([.small])
    }

    private func deepLink(_ fixtureId: String, screen: String) -> URL? {
        URL(string: "powerplay://\(screen)/\(fixtureId)")
    }
}
