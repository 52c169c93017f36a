import ActivityKit
import SwiftUI
import WidgetKit

struct QualifyingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: QualifyingActivityAttributes.self) { context in
            LockScreenMatchView(state: context.state, attributes: context.attributes.base)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    ExpandedFooterView(state: context.state)
                }
            } compactLeading: {
                CompactScoreView(text: context.state.compact.leadingText)
            } compactTrailing: {
                CompactScoreView(text: context.state.compact.trailingText)
            }
            .widgetURL(URL(string: "nickline://match/\(context.attributes.base.matchId)"))
        }
        .supplementalActivityFamilies([.small])
    }
}
