import ActivityKit
import SwiftUI
import WidgetKit

struct GameLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameActivityAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color.bpNavy)
                .activitySystemActionForegroundColor(Color.bpChalk)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ExpandedLeadingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ExpandedTrailingView(state: context.state)
                }
                DynamicIslandExpandedRegion(.center) {
                    LiveBadge(phase: context.state.phase)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ExpandedBottomView(state: context.state)
                }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(gameURL(context.attributes.gameId))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "bullpen://scoreboard"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(Color.bpChalk)
        }
        .supplementalActivityFamilies([.small])
    }
}

private func gameURL(_ gameId: String) -> URL? {
    URL(string: "bullpen://game/\(gameId)")
}

private struct LiveBadge: View {
    let phase: GamePhase

    var body: some View {
        Circle()
            .fill(phase == .live ? Color.bpRed : Color.bpChalk.opacity(0.4))
            .frame(width: WidgetMetrics.dot, height: WidgetMetrics.dot)
    }
}
