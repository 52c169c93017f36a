// ExpandedViews.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct ExpandedLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.expanded.awayLine)
            .contentTransition(.numericText())
    }
}

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.expanded.homeLine)
            .contentTransition(.numericText())
    }
}

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetLayout.rowSpacing) {
            Text(state.expanded.headline)
            Text("\(state.homeFoulsText) · \(state.awayFoulsText)")
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: GameActivityAttributes.preview) {
    ShotclockWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.overtime
}
