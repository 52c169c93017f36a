import ActivityKit
import SwiftUI
import WidgetKit

struct CreaseLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CreaseActivityAttributes.self) { context in
            LockScreenActivityView(context: context)
                .activityBackgroundTint(Color.sentiment(context.state.sentiment).opacity(0.25))
                .activitySystemActionForegroundColor(.primary)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    FlagLabel(code: context.attributes.homeCode)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    FlagLabel(code: context.attributes.awayCode)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedActivityView(state: context.state, matchId: context.attributes.matchId)
                }
            } compactLeading: {
                Text(flagEmoji(for: context.state.battingCode))
            } compactTrailing: {
                Text("\(context.state.runs)/\(context.state.wickets)")
                    .contentTransition(.numericText(value: Double(context.state.runs)))
            } minimal: {
                Text(context.state.scoreText)
                    .font(.caption2)
            }
            .widgetURL(URL(string: "crease://match/\(context.attributes.matchId)"))
        }
        .supplementalActivityFamilies([.small])
    }
}
