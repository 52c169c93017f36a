import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: PuckOutActivityAttributes
    let state: LiveActivityDisplayState
    let isStale: Bool

    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(attributes: attributes, state: state)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.compactSpacing) {
            Text(attributes.competitionText)
                .font(.caption2)
                .foregroundStyle(WidgetColors.secondaryText)
            HStack {
                teamColumn(flag: attributes.homeFlag, name: attributes.homeName, score: state.homeScoreText, total: state.homeTotalText)
                Spacer()
                VStack {
                    Text(state.clockText)
                        .font(.caption.monospacedDigit())
                    if state.phase == .halfTime {
                        Text("HT")
                            .font(.caption2.bold())
                    } else {
                        Text(state.phaseText)
                            .font(.caption2)
                    }
                }
                Spacer()
                teamColumn(flag: attributes.awayFlag, name: attributes.awayName, score: state.awayScoreText, total: state.awayTotalText)
            }
            if let last = state.lastEventText {
                Text(last)
                    .font(.footnote)
                    .lineLimit(1)
            }
            if isStale {
                Text("Waiting for the next update")
                    .font(.caption2)
            }
        }
        .padding(WidgetLayout.margin)
        .animation(isLuminanceReduced ? nil : .easeInOut(duration: 2.5), value: state)
    }

    private func teamColumn(flag: String, name: String, score: String, total: String) -> some View {
        VStack(spacing: 2) {
            Text(flag + " " + name)
                .font(.caption)
            Text(score)
                .font(.title2.weight(.bold))
            Text(total)
                .font(.caption2)
                .foregroundStyle(WidgetColors.secondaryText)
        }
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    PuckOutWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.secondHalf
    LiveActivityPreviewData.fullTime
}
