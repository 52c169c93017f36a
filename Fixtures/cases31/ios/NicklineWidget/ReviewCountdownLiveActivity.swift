import ActivityKit
import SwiftUI
import WidgetKit

struct ReviewCountdownLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ReviewActivityAttributes.self) { reviewContext in
            ReviewLockScreenView(state: reviewContext.state)
        } dynamicIsland: { reviewContext in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    ReviewLockScreenView(state: reviewContext.state)
                }
            } compactLeading: {
                Link(destination: URL(string: "nickline://match/\(reviewContext.attributes.matchId)#review")!) {
                    CompactScoreView(text: reviewContext.state.compact.leadingText)
                }
            } compactTrailing: {
                Link(destination: URL(string: "nickline://match/\(reviewContext.attributes.matchId)#review")!) { CompactScoreView(text: reviewContext.state.compact.trailingText) }
            } minimal: {
                MinimalGamesView(text: reviewContext.state.compact.minimalText)
            }
        }
        .supplementalActivityFamilies([.small])
    }
}
