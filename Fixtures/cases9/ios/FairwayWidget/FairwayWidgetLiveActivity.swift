import ActivityKit
import SwiftUI
import WidgetKit

struct FairwayWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RoundActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.fwLockScreenBackground)
                .activitySystemActionForegroundColor(Color.fwAmber)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(context: context)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(context: context)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(context: context)
                }
            } compactLeading: {
                CompactLeadingView(context: context)
            } compactTrailing: {
                CompactTrailingView(context: context)
            } minimal: {
                MinimalView(context: context)
            }
            .widgetURL(roundDeepLink(for: context.attributes))
            .keylineTint(accentColor(for: context.state.sentiment))
        }
        .supplementalActivityFamilies([.small])
    }
}

private func roundDeepLink(for attributes: RoundActivityAttributes) -> URL? {
    URL(string: "fairway://tournament/\(attributes.tournamentId)/player/\(attributes.playerId)")
}

func accentColor(for sentiment: String) -> Color {
    sentiment == "hot" ? .fwBirdieRed : .fwAmber
}
