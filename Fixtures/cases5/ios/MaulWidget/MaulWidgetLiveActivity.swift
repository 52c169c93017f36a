import ActivityKit
import SwiftUI
import WidgetKit

struct MaulWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchActivityAttributes.self) { context in
            LockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(state: context.state, attributes: context.attributes)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state, attributes: context.attributes)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(context.attributes.deepLink)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "maul://following"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(keyline(for: context.state.display.sentiment))
        }
        .supplementalActivityFamilies([.small])
    }
}

private func keyline(for sentiment: MatchSentiment) -> Color {
    switch sentiment {
    case .tight: .maulGold
    case .dominant: .maulPitch
    case .comeback: .maulClaret
    case .neutral: .white
    }
}
