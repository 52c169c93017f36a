import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay.
struct SmallFamilyView: View {
    let context: ActivityViewContext<DeuceActivityAttributes>

    var body: some View {
        HStack(spacing: WidgetMetrics.rowSpacing) {
            VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
                Text(context.state.phase == .tiebreak ? "TB" : context.state.compact.leadingText)
                    .font(.caption.bold())
                Text(context.state.expanded.pointScore)
                    .font(.title3.monospacedDigit().bold())
                    .contentTransition(.numericText())
            }
            Spacer()
            Button(intent: ToggleMatchAlertsIntent(matchId: context.attributes.matchId)) {
                Image(systemName: "bell")
            }
            Button(intent: OpenStatsIntent(matchId: context.attributes.matchId)) {
                Image(systemName: "chart.bar")
            }
        }
        .buttonStyle(.plain)
        .foregroundStyle(Color.deuceBall)
    }
}
