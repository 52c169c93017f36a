import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.leadingText)
            .font(.caption.bold())
            .foregroundStyle(state.sentiment.tint)
            .contentTransition(.numericText())
    }
}

struct CompactTrailingView: View {
    var state: LiveActivityDisplayState

    var body: some View {
        if state.phase == .completed {
            Text("Final")
                .font(.caption.bold())
        } else {
            Text(state.compact.trailingText)
                .font(.caption.monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        let lead = state.homeSets - state.awaySets
        Text(state.compact.minimalText)
            .font(.caption2.bold().monospacedDigit())
            .foregroundStyle(lead >= 0 ? Color.ocheAmber : Color.white)
            .contentTransition(.numericText())
    }
}
