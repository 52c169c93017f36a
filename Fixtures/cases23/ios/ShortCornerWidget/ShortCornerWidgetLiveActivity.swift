import ActivityKit
import SwiftUI
import WidgetKit

struct ShortCornerWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ShortCornerActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(WidgetColors.pitchNavy)
                .activitySystemActionForegroundColor(WidgetColors.chalk)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedTeamView(flag: context.state.homeFlag, code: context.state.homeCode)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTeamView(flag: context.state.awayFlag, code: context.state.awayCode)
                }
                DynamicIslandExpandedRegion(.center) {
                    ScoreText(text: context.state.scoreText, value: context.state.homeScore)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                Link(destination: context.attributes.deepLink) {
                    CompactLeadingView(state: context.state)
                }
            } compactTrailing: {
                Link(destination: matchStatsURL(for: context.attributes.matchId)) {
                    CompactTrailingView(state: context.state)
                }
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(WidgetColors.turfGreen)
        }
        .supplementalActivityFamilies([.small])
    }

    private func matchStatsURL(for matchId: String) -> URL {
        URL(string: "shortcorner://match/\(matchId)/stats")!
    }
}

struct ExpandedTeamView: View {
    let flag: String
    let code: String

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(flag)
            Text(code).font(.caption.bold())
        }
    }
}
