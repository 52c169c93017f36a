import ActivityKit
import SwiftUI
import WidgetKit

struct OcheWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OcheMatchAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.ocheBoard)
                .activitySystemActionForegroundColor(.white)
                .widgetURL(matchURL(context.attributes.matchId))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedPlayerView(
                        name: context.attributes.homeName,
                        flag: FlagEmoji.forCountry(context.attributes.homeCountryCode),
                        remainingText: context.state.expanded.homeRemainingText,
                        isThrowing: context.state.homeThrowing
                    )
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedPlayerView(
                        name: context.attributes.awayName,
                        flag: FlagEmoji.forCountry(context.attributes.awayCountryCode),
                        remainingText: context.state.expanded.awayRemainingText,
                        isThrowing: context.state.awayThrowing
                    )
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.expanded.setsText)
                        .font(.title3.bold().monospacedDigit())
                        .contentTransition(.numericText())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            } minimal: {
                MinimalView(state: context.state)
            }
            .widgetURL(matchURL(context.attributes.matchId))
            .keylineTint(Color.ocheAmber)
        }
        .supplementalActivityFamilies([.small])
    }

    private func matchURL(_ matchId: String) -> URL? {
        URL(string: "oche://match/\(matchId)")
    }
}
