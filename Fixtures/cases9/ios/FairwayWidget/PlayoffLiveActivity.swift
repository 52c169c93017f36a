import ActivityKit
import SwiftUI
import WidgetKit

struct PlayoffLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PlayoffActivityAttributes.self) { context in
            PlayoffLockScreenView(state: context.state)
                .activityBackgroundTint(Color.fwLockScreenBackground)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    PlayoffExpandedView(state: context.state)
                }
            } compactLeading: {
                PlayoffCompactView(text: context.state.holeDisplay)
                    .widgetURL(URL(string: "fairway://tournament/\(context.attributes.tournamentId)/playoff"))
            } compactTrailing: {
                PlayoffCompactView(text: context.state.leaderLine)
                    .widgetURL(URL(string: "fairway://tournament/\(context.attributes.tournamentId)/leaderboard"))
            } minimal: {
                PlayoffCompactView(text: context.state.holeDisplay)
            }
        }
    }
}
