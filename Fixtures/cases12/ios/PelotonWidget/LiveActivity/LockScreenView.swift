import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<StageActivityAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            SmallStageView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(context.attributes.stageNumberLabel)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(WidgetColors.accent)
                Spacer()
                Text(context.state.statusLabel)
                    .font(.caption)
                if context.isStale {
                    Image(systemName: "clock.badge.exclamationmark")
                        .foregroundStyle(.secondary)
                }
            }
            Text(context.state.stageTitle)
                .font(.headline)
                .lineLimit(1)
            StageProgressBar(fraction: context.state.progressFraction)
            HStack {
                Text(context.state.leaderName)
                Spacer()
                Text(context.state.leaderGapLabel)
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            .font(.subheadline)
            if let note = context.state.liveNote {
                Text(note)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.8), value: context.state)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    PelotonWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakawayState
    LiveActivityPreviewData.finishedState
}
