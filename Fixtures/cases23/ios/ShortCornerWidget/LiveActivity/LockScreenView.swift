import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: ShortCornerActivityAttributes
    let state: LiveActivityDisplayState
    let isStale: Bool

    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(attributes: attributes, state: state)
        default:
            lockScreen
        }
    }

    @ViewBuilder
    private var lockScreen: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(attributes.competition)
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(WidgetColors.chalk.opacity(0.7))
                Spacer()
                Text(state.periodText)
                    .font(.caption2.monospacedDigit())
            }

            HStack(alignment: .firstTextBaseline) {
                Text(state.homeFlag)
                Text(state.homeCode)
                Spacer()
                ScoreText(text: state.scoreText, value: state.homeScore + state.awayScore)
                Spacer()
                Text(state.awayCode)
                Text(state.awayFlag)
            }
            .font(.headline)

            HStack {
                if let endsAt = state.periodEndsAt {
                    Text(timerInterval: Date.now...endsAt, countsDown: true)
                        .monospacedDigit()
                } else {
                    Text(state.clockText)
                }
                Spacer()
                Text(state.cornersText)
            }
            .font(.caption)

            if let last = state.lastEventText {
                Text(last)
                    .font(.caption)
                    .lineLimit(1)
                    .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.6), value: last)
            }

        }
        .padding(WidgetMetrics.lockScreenMargin)
        .foregroundStyle(sentimentColor)
        .opacity(isStale ? 0.6 : 1)
    }

    private var sentimentColor: Color {
        switch state.sentiment {
        case .tense: return WidgetColors.amber
        case .dominant: return WidgetColors.turfGreen
        case .comeback: return WidgetColors.coral
        case .neutral: return WidgetColors.chalk
        }
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    ShortCornerWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.liveQ3
    LiveActivityPreviewData.fullTime
}
