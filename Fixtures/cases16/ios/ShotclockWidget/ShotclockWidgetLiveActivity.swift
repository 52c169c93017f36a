// ShotclockWidgetLiveActivity.swift
// ShotclockWidget — entry point: Widget conformance and ActivityConfiguration only.

import ActivityKit
import SwiftUI
import WidgetKit

struct ShotclockWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameActivityAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(WidgetColors.lockScreenTint)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { ExpandedLeadingView(state: context.state) }
                DynamicIslandExpandedRegion(.trailing) { ExpandedTrailingView(state: context.state) }
                DynamicIslandExpandedRegion(.bottom) { ExpandedBottomView(state: context.state) }
            } compactLeading: {
                CompactLeadingView(state: context.state)
                    .widgetURL(gameURL(context.attributes.gameId))
            } compactTrailing: {
                CompactTrailingView(state: context.state)
                    .widgetURL(URL(string: "shotclock://boxscore/\(context.attributes.gameId)"))
            } minimal: {
                MinimalView(state: context.state)
            }
            .keylineTint(WidgetColors.courtOrange)
        }
        .supplementalActivityFamilies([.small])
    }
}

func gameURL(_ gameId: String) -> URL? {
    URL(string: "shotclock://game/\(gameId)")
}

struct LiveBadge: View {
    var body: some View {
        Text("LIVE")
            .font(.caption2.bold())
            .padding(.horizontal, 6)
            .background(WidgetColors.courtOrange, in: Capsule())
    }
}

extension GameActivityAttributes {
    static let preview = GameActivityAttributes(gameId: "nba-2025-0412-lal-den", homeTeam: LiveActivityPreviewData.nuggets, awayTeam: LiveActivityPreviewData.lakers, venueName: "Ball Arena")
}
