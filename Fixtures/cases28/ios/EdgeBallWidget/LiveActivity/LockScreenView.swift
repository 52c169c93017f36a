import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: EdgeBallActivityAttributes
    let state: LiveActivityDisplayState
    let isStale: Bool
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.rowSpacing) {
            Text(state.expanded.titleText)
                .font(.caption.weight(.semibold))
                .foregroundStyle(WidgetColors.secondaryText)
            HStack {
                PlayerLabel(flag: state.expanded.homeFlag, name: state.expanded.homeName, serving: state.expanded.serverSide == .home)
                Spacer()
                Text(state.expanded.gamesText)
                    .font(.title.monospacedDigit().weight(.bold))
                    .contentTransition(.numericText())
                Spacer()
                PlayerLabel(flag: state.expanded.awayFlag, name: state.expanded.awayName, serving: state.expanded.serverSide == .away)
            }
            Text(state.expanded.pointsText)
                .font(.headline.monospacedDigit())
            ProgressView(value: Double(state.expanded.progressFraction))
                .tint(WidgetColors.ballOrange)
            Text(isStale ? "Waiting for the next update" : state.expanded.statusText)
                .font(.caption)
                .foregroundColor(WidgetColors.secondaryText)
        }
        .padding(WidgetLayout.lockScreenMargin)
        .frame(height: 150)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.4), value: state)
    }
}
