import SwiftUI

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            SetScoreStrip(state: state)
            HStack {
                Text(state.expanded.pointsLine)
                    .font(.title3.monospacedDigit().weight(.bold))
                Spacer()
                ServeBadge(side: state.servingSide)
            }
            if let resumesAt = state.resumesAt {
                Text(timerInterval: Date.now...resumesAt, countsDown: true)
                    .monospacedDigit()
                    .font(.caption)
            }
        }
        .padding(.horizontal, 14)
    }
}

struct ServeBadge: View {
    let side: ServingSide

    var body: some View {
        Image(systemName: "tennisball.fill")
            .foregroundStyle(Color.dcBall)
            .opacity(side == .none ? 0 : 1)
    }
}
