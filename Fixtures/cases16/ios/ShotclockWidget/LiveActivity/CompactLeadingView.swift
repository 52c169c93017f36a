// CompactLeadingView.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.leadingText)
            .contentTransition(.numericText())
            .font(.caption.monospacedDigit())
            .foregroundStyle(WidgetColors.courtOrange)
            .animation(.linear(duration: 2), value: state.compact.leadingText)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: GameActivityAttributes.preview) {
    ShotclockWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.fourthQuarter
}
