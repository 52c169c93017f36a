import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: BreakpointActivityAttributes
    let state: LiveActivityDisplayState
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
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(state.statusLine)
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.bpServe)
            SetScoresView(state: state)
            HStack {
                Text(state.expanded.homePoints)
                    .font(.title.monospacedDigit())
                    .contentTransition(.numericText())
                Text("–").foregroundStyle(Color.bpMuted)
                Text(state.expanded.awayPoints)
                    .font(.title.monospacedDigit())
                Spacer()
                if let footnote = state.expanded.footnote {
                    Text(footnote).font(.caption2)
                }
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
        .frame(height: 120)
        .animation(isLuminanceReduced ? nil : .smooth(duration: 0.4), value: state.updatedAt)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    BreakpointWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdSet
    LiveActivityPreviewData.tiebreak
}
