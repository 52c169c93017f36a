import SwiftUI
import WidgetKit

struct SetScoresView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Grid(horizontalSpacing: WidgetMetrics.rowSpacing) {
            GridRow {
                Text(state.expanded.homeFlag)
                ForEach(Array(state.expanded.homeSets.enumerated()), id: \.offset) { _, games in
                    Text(games)
                        .contentTransition(.numericText())
                }
            }
            GridRow {
                Text(state.expanded.awayFlag)
                ForEach(Array(state.expanded.awaySets.enumerated()), id: \.offset) { _, games in
                    Text(games)
                        .contentTransition(.numericText())
                }
            }
            Text("Set \(state.expanded.homeSets.count)")
                .font(.caption2)
                .foregroundStyle(Color.bpMuted)
        }
        .animation(.easeInOut(duration: 3), value: state.expanded.homeSets)
    }
}

#Preview("Set scores", as: .content, using: LiveActivityPreviewData.attributes) {
    BreakpointWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN 5", trailingLabel: "RUN 4", minimalLabel: "5-4"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Rune", homeFlag: "🇮🇹", awayFlag: "🇩🇰", homeSets: ["6", "3", "5"], awaySets: ["4", "6", "4"], homePoints: "40", awayPoints: "30", setLabel: "3rd set", footnote: nil),
        phase: .live,
        servingSide: .home,
        statusLine: "Sinner serving for the match",
        deepLink: "breakpoint://match/rg26-ms-qf-1",
        updatedAt: 1_780_496_520
    )
}
