import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: MatchActivityAttributes
    let state: LiveActivityDisplayState
    let isStale: Bool
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(attributes: attributes, state: state)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            HStack(alignment: .firstTextBaseline) {
                Text(attributes.homeTeam)
                Text(state.expanded.homeScoreText)
                    .font(.title2.weight(.heavy))
                    .contentTransition(.numericText())
                Spacer()
                Text(state.expanded.awayScoreText)
                    .font(.title2.weight(.heavy))
                Text(attributes.awayTeam)
            }
            HStack {
                Text(state.expanded.statusText)
                Spacer()
                Text(state.expanded.marginText)
                    .foregroundStyle(Color.bhAmber)
            }
            .font(.caption)
            if let last = state.expanded.lastEventText {
                Text(last)
                    .font(.caption2)
                    .lineLimit(1)
            }
        }
        .padding(Theme.Spacing.lockScreenMargin)
        .opacity(isStale ? 0.6 : 1)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.8), value: state.homeTotal)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    BehindWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(display: LiveActivityPreviewData.live)
}
