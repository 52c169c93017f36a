import ActivityKit
import SwiftUI
import WidgetKit

struct MixedDoublesLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MixedDoublesActivityAttributes.self) { context in
            MixedDoublesLockScreenView(state: context.state, pairs: (context.attributes.homePair, context.attributes.awayPair), gameId: context.attributes.gameId)
                .activityBackgroundTint(Color.bhSheetNight)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(URL(string: "buttonline://game/\(context.attributes.gameId)"))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "buttonline://standings"))
            } minimal: {
                Image("ButtonlineMark")
                    .resizable()
                    .scaledToFit()
            }
        }
    }
}
