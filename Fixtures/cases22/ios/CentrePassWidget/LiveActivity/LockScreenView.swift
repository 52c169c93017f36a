import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: CentrePassActivityAttributes
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
        VStack(alignment: .leading, spacing: WidgetMetrics.scoreSpacing) {
            HStack {
                Text("\(attributes.homeFlag) \(attributes.homeTeamName)")
                    .font(.headline)
                Spacer()
                Text(state.expanded.scoreline)
                    .font(.title.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                Text("\(attributes.awayTeamName) \(attributes.awayFlag)")
                    .font(.headline)
            }
            HStack {
                Text(state.expanded.quarterLabel)
                Spacer()
                Text(state.compact.clockLabel)
                    .monospacedDigit()
            }
            .font(.caption)
            Text(state.expanded.shootingLine)
                .font(.caption2)
            let margin = state.homeGoals - state.awayGoals
            ProgressView(value: Double(state.homeGoals), total: Double(state.homeGoals + state.awayGoals))
                .tint(margin >= 0 ? WidgetColors.cpGold : WidgetColors.cpCourt)
            if isStale {
                Text("Waiting for the next update")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            } else if let last = state.lastEvent {
                Text(last)
                    .font(.caption2)
                    .lineLimit(1)
            }
        }
        .padding(WidgetMetrics.margin)
        .frame(height: 160)
        .animation(isLuminanceReduced ? nil : .default, value: state.updatedAt)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    CentrePassWidgetLiveActivity()
} contentStates: {
    CentrePassActivityAttributes.ContentState(displayState: LiveActivityPreviewData.thirdQuarter)
    CentrePassActivityAttributes.ContentState(displayState: LiveActivityPreviewData.fullTime)
}
