import ActivityKit
import SwiftUI
import WidgetKit

struct DoublesLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DoublesActivityAttributes.self) { doublesContext in
            LockScreenMatchView(state: doublesContext.state, attributes: doublesContext.attributes.base)
        } dynamicIsland: { doublesContext in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedFooterView(state: doublesContext.state)
                }
            } compactLeading: {
                CompactScoreView(text: doublesContext.state.compact.leadingText)
            } compactTrailing: {
                CompactScoreView(text: doublesContext.state.compact.trailingText)
            } minimal: {
                MinimalGamesView(text: doublesContext.state.compact.minimalText)
            }
            .widgetURL(URL(string: "nickline://match/\(doublesContext.attributes.base.matchId)"))
        }
    }
}
