import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<DeuceActivityAttributes>

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(context: context)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(context.state.expanded.title)
                .font(.caption)
                .foregroundStyle(Color.deuceMuted)
            PlayerScoreRow(
                flag: FlagEmoji.emoji(for: context.attributes.homeCountry),
                line: context.state.expanded.homeLine,
                isServing: context.state.expanded.serving == .home
            )
            PlayerScoreRow(
                flag: FlagEmoji.emoji(for: context.attributes.awayCountry),
                line: context.state.expanded.awayLine,
                isServing: context.state.expanded.serving == .away
            )
            HStack {
                Text(context.state.expanded.pointScore)
                    .font(.title3.monospacedDigit().bold())
                    .contentTransition(.numericText())
                Spacer()
                if let note = context.state.expanded.statusNote {
                    Text(note)
                        .font(.caption.bold())
                        .foregroundStyle(noteColor)
                }
            }
            Text(context.state.expanded.footer)
                .font(.caption2)
                .foregroundStyle(Color.deuceMuted)
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.35), value: context.state.expanded.pointScore)
    }

    private var noteColor: Color {
        context.state.sentiment == .tense ? .deuceTense : .deuceBall
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.breakPoint
    LiveActivityPreviewData.rainDelay
}
