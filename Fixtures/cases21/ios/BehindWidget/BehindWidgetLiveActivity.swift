import ActivityKit
import SwiftUI
import WidgetKit

struct BehindWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state.display, isStale: context.isStale)
                .activityBackgroundTint(Color.bhNavy.opacity(0.92))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(attributes: context.attributes, state: context.state.display)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(attributes: context.attributes, state: context.state.display)
                }
                DynamicIslandExpandedRegion(.center) {
                    ExpandedCenterView(state: context.state.display)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state.display)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state.display)
                    .widgetURL(matchURL(context.attributes.matchId))
            } compactTrailing: {
                CompactTrailingView(state: context.state.display)
                    .widgetURL(URL(string: "behind://ladder"))
            } minimal: {
                MinimalView(state: context.state.display)
            }
            .keylineTint(.bhAmber)
        }
        .supplementalActivityFamilies([.small])
    }
}

func matchURL(_ matchId: String) -> URL? {
    URL(string: "behind://match/\(matchId)")
}

struct StaleBadge: View {
    var body: some View {
        Image(systemName: "exclamationmark.arrow.circlepath")
            .foregroundStyle(.secondary)
    }
}
