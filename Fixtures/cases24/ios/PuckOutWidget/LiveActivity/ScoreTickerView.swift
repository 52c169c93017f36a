import SwiftUI

struct ScoreTickerView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetLayout.compactSpacing) {
            Text(state.homeScoreText)
            Text("v")
            Text(state.awayScoreText)
        }
        .font(.headline.monospacedDigit())
        .contentTransition(.numericText())
        .animation(WidgetLayout.scoreAnimation, value: state.homeScoreText)
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color(.sRGB, red: 0.93, green: 0.16, blue: 0.22, opacity: 1))
                .frame(width: 6, height: 6)
        }
    }
}

#Preview {
    ScoreTickerView(state: LiveActivityDisplayState(
        phase: .extraTime,
        homeScoreText: "3-21",
        awayScoreText: "2-24",
        homeTotalText: "30",
        awayTotalText: "30",
        clockText: "ET 94'",
        phaseText: "Extra time",
        lastEventText: nil,
        sinBinText: nil,
        sinBinEndsAt: nil,
        sentiment: .tight,
        compact: LiveActivityCompact(leadingText: "GAL 3-21", trailingText: "2-24 CLA", minimalText: "="),
        expanded: LiveActivityExpanded(titleText: "Galway v Clare", scoreFlowText: "Level after 94", cardsText: nil, footerText: "Semple Stadium")
    ))
}
