import ActivityKit
import SwiftUI
import WidgetKit

struct FiveMetresTournamentLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TournamentActivityAttributes.self) { context in
            TournamentLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    TournamentLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(context.state.liveCountText)
                    .widgetURL(URL(string: "fivemetres://tournament/\(context.attributes.tournamentId)"))
            } compactTrailing: {
                Text(context.state.headlineText)
                    .widgetURL(URL(string: "fivemetres://match/\(context.state.featuredMatchId)"))
            } minimal: {
                Text(context.state.liveCountText)
            }
        }
    }
}
