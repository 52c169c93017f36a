import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<MatchActivityAttributes>

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var expanded: LiveActivityExpanded { context.state.display.expanded }
    private var compact: LiveActivityCompact { context.state.display.compact }
    private var matchId: String { context.attributes.matchId }

    var body: some View {
        switch activityFamily {
        case .small:
            smallLayout
        case .medium:
            mediumLayout
        @unknown default:
            mediumLayout
        }
    }

    /// Watch Smart Stack and CarPlay.
    private var smallLayout: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(compact.homeCode)
                Spacer()
                Text(compact.awayCode)
            }
            .font(.caption2.weight(.semibold))
            Text(compact.scoreText)
                .font(.title3.weight(.heavy).monospacedDigit())
                .contentTransition(.numericText())
            HStack {
                Button(intent: RefreshScoreIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }

    private var mediumLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(expanded.title)
                    .font(.caption.weight(.semibold))
                Spacer()
                Text(expanded.clockText)
                    .font(.caption.monospacedDigit())
            }
            HStack(alignment: .firstTextBaseline) {
                Text(expanded.homeName)
                Spacer()
                Text(compact.scoreText)
                    .font(.title.weight(.heavy).monospacedDigit())
                    .contentTransition(.numericText(countsDown: false))
                Spacer()
                Text(expanded.awayName)
            }
            if let lastEvent = expanded.lastEventText {
                Text(lastEvent)
                    .font(.footnote)
                    .lineLimit(2)
            }
            HStack {
                Button(intent: RefreshScoreIntent(matchId: matchId)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: matchId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .font(.caption)
        }
        .padding(WidgetMetrics.margin)
        .opacity(context.isStale ? 0.6 : 1)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 2.5), value: context.state.updatedAt)
        .activityBackgroundTint(Color(red: 0.03, green: 0.18, blue: 0.11))
        .activitySystemActionForegroundColor(.white)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    MaulWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
    LiveActivityPreviewData.fullTime
}
