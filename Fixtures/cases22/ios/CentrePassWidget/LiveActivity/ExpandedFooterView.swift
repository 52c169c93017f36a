import SwiftUI

struct ExpandedFooterView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.scoreSpacing) {
            Text(state.expanded.centrePassLine)
                .font(.caption2)
            HStack {
                Text(state.expanded.shootingLine)
                Spacer()
                Text(state.phase == .extraTime ? "Extra time" : state.expanded.quarterLabel)
            }
            .font(.caption2)
            if let footnote = state.expanded.footnote {
                Text(footnote)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Text("Lead: \(abs(state.homeGoals - state.awayGoals))")
                .font(.caption2)
        }
    }
}

#Preview {
    ExpandedFooterView(state: LiveActivityDisplayState(
        compact: LiveActivityCompact(homeScore: "48", awayScore: "45", clockLabel: "08:12", minimalText: "48–45"),
        expanded: LiveActivityExpanded(title: "Vixens v Swifts", scoreline: "48 – 45", quarterLabel: "Q3", shootingLine: "Garbin 22/24", centrePassLine: "19/21 from centre pass", statusText: "Vixens by 3", footnote: nil),
        phase: .live,
        sentiment: .tense,
        homeGoals: 48,
        awayGoals: 45,
        lastEvent: nil,
        updatedAt: 1_777_700_000
    ))
}
