import SwiftUI
import WidgetKit

struct LockScreenMatchView: View {
    let state: LiveActivityDisplayState
    let attributes: NicklineActivityAttributes
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowGap) {
            Text(attributes.roundLabel + " · " + attributes.courtLabel)
                .font(.caption2)
            HStack {
                Text(state.expanded.playerAName)
                Spacer()
                Text(state.gamesLine)
                    .contentTransition(.numericText())
                    .animation(isLuminanceReduced ? nil : .spring(duration: 0.6), value: state.gamesLine)
                Spacer()
                Text(state.expanded.playerBName)
            }
            Text(state.pointsLine)
                .font(.title3.monospacedDigit())
            GameDots(scores: state.expanded.gameScores)
            if let note = state.lastEventText {
                Text(note)
                    .transition(.opacity.animation(.linear(duration: 3)))
            }
        }
        .padding(WidgetMetrics.lockScreenMargin)
    }
}

private struct GameDots: View {
    let scores: [String]
    var body: some View {
        HStack(spacing: WidgetMetrics.rowGap) {
            ForEach(scores, id: \.self) { Text($0).font(.caption2) }
        }
    }
}

#Preview("Lock screen", as: .content, using: LiveActivityPreviewData.attributes) {
    NicklineWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.tieBreak
    LiveActivityPreviewData.fifthGame
}
