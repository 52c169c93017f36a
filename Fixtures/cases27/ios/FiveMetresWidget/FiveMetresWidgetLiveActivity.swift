import ActivityKit
import SwiftUI
import WidgetKit

struct FiveMetresWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchActivityAttributes.self) { context in
            LockScreenView(display: context.state.display, isStale: context.isStale)
                .activityBackgroundTint(WidgetColors.lockScreenBackground)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(expanded: context.state.display.expanded)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(expanded: context.state.display.expanded)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(expanded: context.state.display.expanded)
                }
            } compactLeading: {
                CompactLeadingView(compact: context.state.display.compact)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(compact: context.state.display.compact)
                    .widgetURL(matchURL(context.attributes.matchId))
            } minimal: {
                MinimalView(compact: context.state.display.compact)
            }
            .keylineTint(WidgetColors.fmAmber)
        }
        .supplementalActivityFamilies([.small])
    }

    private func matchURL(_ matchId: String) -> URL {
        URL(string: "fivemetres://match/\(matchId)")!
    }
}

struct ExpandedLeadingView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .leading) {
            Text(expanded.homeName)
            Text(expanded.homeScoreText)
                .contentTransition(.numericText())
        }
    }
}
