import ActivityKit
import SwiftUI
import WidgetKit

struct CreaseWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CreaseActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(Color.crChalk)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(emoji: context.state.display.awayEmoji, abbrev: context.attributes.awayAbbrev)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(emoji: context.state.display.homeEmoji, abbrev: context.attributes.homeAbbrev)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedScoreView(display: context.state.display)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(display: context.state.display, isStale: context.isStale)
                }
            } compactLeading: {
                CompactLeadingView(display: context.state.display)
                    .widgetURL(URL(string: context.state.display.deepLink))
            } compactTrailing: {
                CompactTrailingView(display: context.state.display)
                    .widgetURL(URL(string: "crease://game/\(context.attributes.gameId)/penalties"))
            } minimal: {
                MinimalView(display: context.state.display)
            }
            .keylineTint(tint(for: context.state.display.sentiment))
        }
        .supplementalActivityFamilies([.small])
    }

    private func tint(for sentiment: String) -> Color {
        sentiment == "tense" ? Color.crAmber : Color.crTurf
    }
}

struct PossessionArrowView: View {
    let arrow: String?

    var body: some View {
        Text(arrow ?? "")
            .font(.caption2)
    }
}

extension LiveActivityDisplayState {
    var combinedGoals: Int { homeGoals + awayGoals }
}
