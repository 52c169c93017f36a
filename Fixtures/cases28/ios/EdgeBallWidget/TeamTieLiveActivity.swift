import ActivityKit
import SwiftUI
import WidgetKit

struct TeamTieAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
    let tieId: String
    let homeTeamName: String
    let awayTeamName: String
}

struct TeamTieLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TeamTieAttributes.self) { context in
            TieLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    TieLockScreenView(state: context.state)
                }
            } compactLeading: {
                Link(destination: URL(string: "edgeball://tie/\(context.attributes.tieId)")!) {
                    Text(context.state.compact.leadingText)
                        .contentTransition(.numericText())
                }
            } compactTrailing: {
                Link(destination: URL(string: "edgeball://tie/\(context.attributes.tieId)/rubbers")!) {
                    Text(context.state.compact.trailingText)
                        .contentTransition(.numericText())
                }
            } minimal: {
                Text(context.state.compact.minimalText)
                    .contentTransition(.numericText(countsDown: false))
            }
        }
    }
}
