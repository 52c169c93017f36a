import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let context: ActivityViewContext<LiveActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var state: LiveActivityDisplayState { context.state.displayState }

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(compact: state.compact)
        default:
            VStack(alignment: .leading, spacing: WidgetTheme.rowSpacing) {
                HStack(spacing: WidgetTheme.rowSpacing) {
                    Text(flagEmoji(for: context.attributes.homeTeamCode))
                    Text(state.expanded.headline)
                        .font(.headline)
                    Spacer()
                    PhaseBadgeView(phase: state.phase)
                }
                Text(state.expanded.scoreLine)
                    .font(.title.monospacedDigit())
                    .contentTransition(.numericText())
                    .animation(isLuminanceReduced ? nil : .easeInOut(duration: 0.4), value: state.expanded.scoreLine)
                Text(state.phase == .completed ? "Result" : state.expanded.statusText)
                    .font(.subheadline)
                Text(state.expanded.battersLine)
                    .font(.caption)
                if let lastEvent = state.expanded.lastEvent {
                    Text(lastEvent)
                        .font(.caption)
                        .foregroundStyle(Color.ssAmber)
                }
            }
            .padding(WidgetTheme.margin)
            .opacity(context.isStale ? 0.6 : 1)
        }
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    SightscreenWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.live
    LiveActivityPreviewData.completed
}
