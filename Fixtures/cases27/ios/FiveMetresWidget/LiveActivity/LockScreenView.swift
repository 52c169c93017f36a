import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let display: LiveActivityDisplayState
    let isStale: Bool
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(compact: display.compact)
        default:
            fullView
        }
    }

    private var fullView: some View {
        VStack(alignment: .leading, spacing: WidgetTheme.rowSpacing) {
            Text(display.expanded.titleText)
                .font(.caption)
            HStack {
                Text(display.expanded.homeName)
                Spacer()
                Text(display.compact.scoreText)
                    .font(.title.monospacedDigit().bold())
                    .contentTransition(.numericText())
                    .animation(isLuminanceReduced ? nil : .snappy, value: display.compact.scoreText)
                Spacer()
                Text(display.expanded.awayName)
            }
            Text(display.phase == .completed ? "Full time" : display.expanded.periodText)
            if isStale {
                Text("Waiting for the next update")
            }
            Text(display.expanded.footerText)
                .font(.caption2)
                .foregroundStyle(.secondary)
            ProgressView(value: Double(display.expanded.periodText.filter(\.isNumber).prefix(1)) ?? 0, total: 4)
        }
        .padding(WidgetTheme.lockScreenMargin)
        .frame(height: 160)
    }
}

#Preview("Lock Screen", as: .content, using: MatchActivityAttributes.preview) {
    FiveMetresWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.live, sequence: 1)
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.final, sequence: 2)
}
