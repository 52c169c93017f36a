import AppIntents
import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let matchId: String
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            if let note = state.expanded.statusNote {
                Text(note)
                    .font(.caption.bold())
                    .foregroundStyle(Color.deuceTense)
            }
            HStack {
                Button(intent: ToggleMatchAlertsIntent(matchId: matchId)) {
                    Label("Alerts", systemImage: "bell")
                }
                Button(intent: OpenStatsIntent(matchId: matchId)) {
                    Label("Stats", systemImage: "chart.bar")
                }
            }
            .font(.caption)
            .tint(Color.deuceBall)
            Text(state.expanded.footer)
                .font(.caption2)
                .foregroundStyle(Color.deuceMuted)
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    DeuceWidgetLiveActivity()
} contentStates: {
    .init(
        phase: .completed,
        sentiment: .neutral,
        compact: .init(leadingText: "SIN 2", trailingText: "6-4 7-5", minimalText: "W"),
        expanded: .init(
            title: "Wimbledon · Final · Centre Court",
            homeLine: "J. Sinner (1)   6 7",
            awayLine: "C. Alcaraz (2)   4 5",
            pointScore: "6-4 7-5",
            serving: .none,
            statusNote: "J. Sinner wins — 6-4 7-5",
            footer: "11 aces — 3 double faults"
        ),
        updatedAt: 1_752_419_000
    )
}
