import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<RoundActivityAttributes>

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(context: context)
        case .medium:
            mediumLayout
        @unknown default:
            mediumLayout
        }
    }

    private var mediumLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.flagSize / 3) {
            HStack(alignment: .firstTextBaseline) {
                Text(context.attributes.playerName)
                    .font(.headline)
                Spacer()
                Text(context.state.toParDisplay)
                    .font(.title.weight(.heavy).monospacedDigit())
                    .contentTransition(.numericText())
                    .animation(isLuminanceReduced ? nil : .spring(duration: 2), value: context.state.toParDisplay)
            }
            if context.state.isFinal {
                Text("Round complete")
                    .font(.subheadline.weight(.semibold))
            } else {
                Text(context.state.thruDisplay)
                    .font(.subheadline)
            }
            LockScreenEventStrip(eventLine: context.state.eventLine, isStale: context.isStale)
            HStack {
                Button(intent: RefreshRoundIntent(playerId: context.attributes.playerId)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteRoundIntent(playerId: context.attributes.playerId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
            }
            .font(.caption)
        }
        .padding(WidgetMetrics.lockScreenMargin)
    }
}

struct LockScreenEventStrip: View {
    let eventLine: String?
    let isStale: Bool

    var body: some View {
        if let eventLine {
            Text(eventLine)
                .font(.footnote)
                .opacity(isStale ? 0.5 : 1)
        }
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    FairwayWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.leaderState
    LiveActivityPreviewData.finalState
}
