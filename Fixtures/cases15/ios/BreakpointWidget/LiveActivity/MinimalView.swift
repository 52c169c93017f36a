import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimalLabel)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .padding(3)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    BreakpointWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(compact: LiveActivityCompact(leadingLabel: "SWI 3", trailingLabel: "GAU 2", minimalLabel: "3-2"), expanded: LiveActivityPreviewData.thirdSet.expanded, phase: .live, servingSide: .home, statusLine: "Swiatek serving", deepLink: "breakpoint://match/rg26-ws-f", updatedAt: 1_780_500_000)
}
