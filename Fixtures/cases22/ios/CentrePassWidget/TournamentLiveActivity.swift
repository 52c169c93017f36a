import ActivityKit
import SwiftUI
import WidgetKit

struct TournamentLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TournamentActivityAttributes.self) { context in
            TournamentLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    TournamentLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(context.state.leaderFlag)
                    .widgetURL(URL(string: "centrepass://draw/\(context.attributes.drawId)"))
            } compactTrailing: {
                Text(context.state.leaderScore)
                    .contentTransition(.numericText())
                    .widgetURL(URL(string: "centrepass://match/\(context.state.currentMatchId)"))
            } minimal: {
                Image(systemName: "trophy.fill")
            }
        }
    }
}

struct TournamentActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    let drawId: String

    struct ContentState: Codable, Hashable, Sendable {
        let leaderFlag: String
        let leaderScore: String
        let currentMatchId: String
        let headline: String
    }
}
