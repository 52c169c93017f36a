import ActivityKit
import SwiftUI
import WidgetKit

struct TimeTrialLockScreenView: View {
    let context: ActivityViewContext<TimeTrialActivityAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(context.attributes.teamName)
                .font(.headline)
            HStack {
                Text(context.state.checkpointLabel)
                Spacer()
                Text(context.state.deltaLabel)
                    .monospacedDigit()
                    .contentTransition(.numericText())
                    .foregroundStyle(context.state.deltaLabel.hasPrefix("-") ? WidgetColors.timeGained : WidgetColors.timeLost)
            }
            Text(context.state.isFinished ? "Finished" : context.state.ridersLeftLabel)
                .font(.caption)
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .frame(height: 120)
        .activityBackgroundTint(Color(red: 0.05, green: 0.07, blue: 0.12))
    }
}

#Preview("TTT Lock Screen", as: .content, using: LiveActivityPreviewData.timeTrialAttributes) {
    TimeTrialLiveActivity()
} contentStates: {
    LiveActivityPreviewData.timeTrialState
}
