import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<FaceoffActivityAttributes>
    @Environment(\.activityFamily) private var family
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var display: LiveActivityDisplayState { context.state.display }

    var body: some View {
        switch family {
        case .small:
            SmallFamilyView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                teamScore(flag: context.attributes.awayFlag, abbrev: context.attributes.awayAbbrev, score: display.awayScore)
                Spacer()
                Text("LIVE")
                    .font(.caption2.bold())
                    .foregroundStyle(.red)
                Text(display.statusLabel)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(Color.foAmber)
                Spacer()
                teamScore(flag: context.attributes.homeFlag, abbrev: context.attributes.homeAbbrev, score: display.homeScore)
            }
            if let lastEvent = display.lastEvent {
                Text(lastEvent)
                    .font(.footnote)
                    .lineLimit(2)
            }
            ProgressView(value: display.periodProgress)
                .tint(Color.foIce)
                .animation(isLuminanceReduced ? nil : .easeInOut(duration: 1.5), value: display.periodProgress)
            HStack {
                Button(intent: MuteGameIntent(gameId: context.attributes.gameId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
                Spacer()
                Button(intent: OpenBoxScoreIntent(gameId: context.attributes.gameId)) {
                    Label("Box score", systemImage: "list.bullet.rectangle")
                }
            }
            .font(.caption)
        }
        .padding(WidgetMetrics.margin)
    }

    private func teamScore(flag: String, abbrev: String, score: String) -> some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(flag)
            Text(abbrev)
                .font(.headline)
            Text(score)
                .font(.title.bold().monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    FaceoffWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondPeriod
    LiveActivityPreviewData.finalOvertime
}
