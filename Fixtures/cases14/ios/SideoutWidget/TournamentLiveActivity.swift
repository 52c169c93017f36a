import ActivityKit
import SwiftUI
import WidgetKit

/// Tournament-day activity: follows the user's team across the bracket.
struct TournamentLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TournamentActivityAttributes.self) { context in
            TournamentLockScreenView(state: context.state)
                .activityBackgroundTint(Color.ssLockScreenTint)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    TournamentLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(context.state.roundLabel)
                    .widgetURL(URL(string: "sideout://tournament/\(context.attributes.tournamentId)"))
            } compactTrailing: {
                Text(context.state.nextMatchLabel)
                    .widgetURL(URL(string: "sideout://match/\(context.state.nextMatchId)"))
            } minimal: {
                Text(context.state.roundLabel)
            }
        }
    }
}

struct TournamentActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let roundLabel: String
        let nextMatchLabel: String
        let nextMatchId: String
    }
    let tournamentId: String
}
