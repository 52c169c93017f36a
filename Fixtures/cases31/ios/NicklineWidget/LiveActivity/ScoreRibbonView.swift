import SwiftUI
import WidgetKit

struct ScoreRibbonView: View {
    let state: LiveActivityDisplayState
    let style: ScoreRibbonStyle

    var body: some View {
        HStack(spacing: style.gap) {
            Text(state.expanded.playerAGames).contentTransition(.numericText())
            Text(state.serverName)
            Text(state.expanded.playerBGames).contentTransition(.numericText())
            Text("\(state.expanded.gameScores.count + 1)")
        }
    }
}

struct ScoreRibbonStyle {
    let gap: CGFloat
    static let standard = ScoreRibbonStyle(gap: WidgetMetrics.rowGap)
}
