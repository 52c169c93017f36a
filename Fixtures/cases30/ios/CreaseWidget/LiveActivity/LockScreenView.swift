import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<CreaseActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            if context.state.display.isManUp {
                SmallManUpView(display: context.state.display, gameId: context.attributes.gameId, isMuted: false)
            } else {
                SmallFamilyView(display: context.state.display, gameId: context.attributes.gameId)
            }
        default:
            fullLayout
        }
    }

    private var display: LiveActivityDisplayState { context.state.display }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowGap) {
            HStack {
                Text(display.awayEmoji)
                Text(display.expanded.awayGoalsText)
                    .font(.title.monospacedDigit().bold())
                    .contentTransition(.numericText(value: Double(display.awayGoals)))
                Spacer()
                Text(display.expanded.periodClockText)
                    .font(.caption.monospacedDigit())
                Spacer()
                Text(display.expanded.homeGoalsText)
                    .font(.title.monospacedDigit().bold())
                    .contentTransition(.numericText(value: Double(display.homeGoals)))
                Text(display.homeEmoji)
            }
            if let situation = display.expanded.situationText {
                Text(situation)
                    .font(.caption)
                    .foregroundStyle(display.isManUp ? Color.crManUp : Color.crChalk)
            }
            if let penaltyClock = context.state.penaltyClock {
                Text(penaltyClock).font(.caption2.monospacedDigit())
            }
            HStack {
                Button(intent: MuteGameAlertsIntent(gameId: context.attributes.gameId)) {
                    Label("Mute", systemImage: "bell.slash")
                }
                Link(destination: URL(string: display.deepLink)!) {
                    Label("Open", systemImage: "arrow.up.right")
                }
            }
            .font(.caption2)
        }
        .padding(WidgetMetrics.margin)
        .opacity(context.isStale ? 0.6 : 1)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.8), value: display.homeGoals)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
    LiveActivityPreviewData.suddenVictory
}
