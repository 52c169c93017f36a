import SwiftUI
import WidgetKit

struct TimeTrialExpandedView: View {
    let state: TimeTrialActivityAttributes.ContentState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            Text(state.teamName)
                .font(.headline)
            HStack {
                Text(state.checkpointLabel)
                Spacer()
                Text(state.elapsedLabel)
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            Text("\(state.deltaLabel) on the best split")
                .font(.caption)
        }
    }
}

#Preview {
    TimeTrialExpandedView(state: .init(teamName: "Visma | Lease a Bike", checkpointLabel: "Split 2 · 18.4 km", elapsedLabel: "21:37", deltaLabel: "-0:08", ridersLeftLabel: "6 riders", isFinished: false))
}
