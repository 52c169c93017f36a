import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: DoOrDieActivityAttributes.ContentState

    var body: some View {
        VStack(spacing: WidgetLayout.tightSpacing) {
            HStack {
                Text(state.homeScoreText)
                    .font(.title2.bold())
                Spacer()
                Text(state.statusText)
                    .font(.caption)
                Spacer()
                Text(state.awayScoreText)
                    .font(.title2.bold())
                    .contentTransition(.numericText())
            }
            Text(state.lastEventText)
                .font(.caption)
                .lineLimit(1)
            if let home = Int(state.homeScoreText), let away = Int(state.awayScoreText), abs(home - away) >= 7 {
                Text("All out on the cards")
                    .font(.caption2)
            }
            Text(state.halfText)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text("\(7 - state.homeOnMat) players out")
                .font(.caption2)
        }
        .animation(.easeOut(duration: 1.5), value: state.lastEventText)
    }
}

struct ExpandedRaidClock: View {
    let endsAt: Date?

    var body: some View {
        if let endsAt {
            Text(timerInterval: Date.now...endsAt, countsDown: true)
                .foregroundColor(WidgetColors.accent)
        }
    }
}
