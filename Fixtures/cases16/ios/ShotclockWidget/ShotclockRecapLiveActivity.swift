// ShotclockRecapLiveActivity.swift
// ShotclockWidget — post-game recap Live Activity.

import ActivityKit
import SwiftUI
import WidgetKit

struct ShotclockRecapLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RecapActivityAttributes.self) { context in
            RecapLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ExpandedBottomView(state: context.state) }
            } compactLeading: {
                CompactLeadingView(state: context.state)
            } compactTrailing: {
                CompactTrailingView(state: context.state)
            }
            .widgetURL(URL(string: "shotclock://game/\(context.attributes.gameId)"))
        }
    }
}
