import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<MatchActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
                Text(context.state.compact.trailingScore)
                    .font(.headline.monospacedDigit())
                    .contentTransition(.numericText())
                Text(context.state.expanded.statusLine)
                    .font(.caption2)
                HStack(spacing: WidgetMetrics.rowSpacing) {
                    Button(intent: RefreshMatchIntent(matchId: context.attributes.matchId)) {
                        Image(systemName: "arrow.clockwise")
                    }
                    Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                        Image(systemName: "bell.slash")
                    }
                }
            }
        case .medium:
            fullLayout
        @unknown default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(context.attributes.tournamentName)
                Spacer()
                Text(context.attributes.roundLabel)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            SetScoreStrip(state: context.state)
            Text(context.state.expanded.pointsLine)
                .font(.title3.monospacedDigit().weight(.semibold))
                .contentTransition(.numericText())
                .animation(isLuminanceReduced ? nil : .snappy(duration: 0.3), value: context.state.expanded.pointsLine)
            if let footnote = context.state.expanded.footnote {
                Text(footnote)
                    .font(.caption2)
            }
        }
        .padding(WidgetMetrics.margin)
    }
}

#Preview("Lock Screen", as: .content, using: MatchActivityAttributes.preview) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewLive
    LiveActivityDisplayState.previewSuspended
}
