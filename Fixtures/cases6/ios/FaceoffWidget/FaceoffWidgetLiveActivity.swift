import ActivityKit
import SwiftUI
import WidgetKit

struct FaceoffWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FaceoffActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.foRink)
                .activitySystemActionForegroundColor(.white)
                .widgetURL(DeepLink.game(context.attributes.gameId))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(
                        flag: context.attributes.awayFlag,
                        abbrev: context.attributes.awayAbbrev,
                        score: context.state.display.awayScore
                    )
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(
                        flag: context.attributes.homeFlag,
                        abbrev: context.attributes.homeAbbrev,
                        score: context.state.display.homeScore
                    )
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(display: context.state.display)
                }
            } compactLeading: {
                Link(destination: DeepLink.game(context.attributes.gameId)) {
                    CompactLeadingView(flag: context.attributes.awayFlag, score: context.state.display.awayScore)
                }
            } compactTrailing: {
                Link(destination: DeepLink.boxScore(context.attributes.gameId)) {
                    CompactTrailingView(flag: context.attributes.homeFlag, score: context.state.display.homeScore)
                }
            } minimal: {
                MinimalView(display: context.state.display)
            }
            .keylineTint(Color.foIce)
        }
        .supplementalActivityFamilies([.small])
    }
}

enum DeepLink {
    static func game(_ gameId: String) -> URL {
        URL(string: "faceoff://game/\(gameId)")!
    }

    static func boxScore(_ gameId: String) -> URL {
        URL(string: "faceoff://game/\(gameId)/box")!
    }
}
