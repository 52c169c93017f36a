import SwiftUI

struct ExpandedBottomView: View {
    let expanded: LiveActivityExpanded

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetTheme.rowSpacing) {
            ForEach(expanded.batters.filter(\.isOnStrike), id: \.name) { striker in
                HStack(spacing: WidgetTheme.rowSpacing) {
                    Text(striker.name)
                    Text(striker.scoreText)
                        .monospacedDigit()
                }
            }
            Text(expanded.bowlerLine)
                .font(.caption)
            if let requiredRate {
                Text(requiredRate, format: .number.precision(.fractionLength(2)))
                    .font(.caption.monospacedDigit())
            }
            ProgressView(value: Double(expanded.progressPercent), total: 100)
                .tint(Color.ssAmber)
        }
    }

    private var requiredRate: Double? {
        guard let runsNeeded = expanded.runsNeeded, let ballsRemaining = expanded.ballsRemaining else { return nil }
        return Double(runsNeeded) / Double(max(ballsRemaining, 1)) * 6
    }
}

#Preview {
    ExpandedBottomView(expanded: LiveActivityPreviewData.live.displayState.expanded)
}
