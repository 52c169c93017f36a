import SwiftUI

struct TimeTrialCompactTrailingView: View {
    let state: TimeTrialActivityAttributes.ContentState

    var body: some View {
        Text(state.deltaLabel)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
    }
}
