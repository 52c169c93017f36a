import ActivityKit
import SwiftUI
import WidgetKit

struct DeuceWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeuceActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.deuceCourt)
                .activitySystemActionForegroundColor(Color.deuceBall)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(attributes: context.attributes, state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(matchId: context.attributes.matchId, state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(attributes: context.attributes, state: context.state)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            } minimal: {
                MinimalView(state: context.state)
            }
            .widgetURL(MatchLink.url(for: context.attributes.matchId))
            .keylineTint(Color.deuceBall)
        }
        .supplementalActivityFamilies([.small])
    }
}

enum MatchLink {
    static func url(for matchId: String) -> URL {
        URL(string: "deuce://match/\(matchId)")!
    }
}
