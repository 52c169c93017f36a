import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let attributes: GameActivityAttributes
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.isActivityStale) private var isStale

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(state.compact.awayFlag)
                Text(state.compact.awayAbbr)
                Spacer()
                Text(state.compact.scoreText)
                    .font(.title2.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                Text(state.compact.homeAbbr)
                Text(state.compact.homeFlag)
            }
            HStack {
                OutsIndicator(outs: state.expanded.outs)
                Text(state.expanded.headline)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            if let note = state.expanded.statusNote {
                Text(note)
                    .font(.caption)
            }
            HStack {
                Button(intent: RefreshScoreIntent(gameId: attributes.gameId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteGameIntent(gameId: attributes.gameId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
        .padding(WidgetMetrics.margin)
        .opacity(isStale ? 0.6 : 1)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.8), value: state.compact.scoreText)
        .frame(height: 132)
    }
}

private struct OutsIndicator: View {
    let outs: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(index < outs ? Color.bpRed : Color.bpChalk.opacity(0.3))
                    .frame(width: WidgetMetrics.dot, height: WidgetMetrics.dot)
            }
        }
    }
}

#Preview(as: .content, using: LiveActivityPreviewData.attributes) {
    GameLiveActivity()
} contentStates: {
    LiveActivityPreviewData.bottomNinth
    LiveActivityPreviewData.rainDelay
}
