// CompactTrailingView.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.trailingText)
            .font(.caption.monospacedDigit())
            .foregroundColor(WidgetColors.courtOrange)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: GameActivityAttributes.preview) {
    ShotclockWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.overtime
}
