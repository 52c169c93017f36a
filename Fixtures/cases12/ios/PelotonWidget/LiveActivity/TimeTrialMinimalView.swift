import SwiftUI

struct TimeTrialMinimalView: View {
    let state: TimeTrialActivityAttributes.ContentState

    var body: some View {
        Text(state.deltaLabel)
            .font(.caption2.monospacedDigit())
            .contentTransition(.numericText())
            .minimumScaleFactor(0.5)
    }
}
