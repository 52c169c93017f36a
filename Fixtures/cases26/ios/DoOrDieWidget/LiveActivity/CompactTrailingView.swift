import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: DoOrDieActivityAttributes.ContentState

    var body: some View {
        HStack(spacing: WidgetLayout.tightSpacing) {
            Text(state.awayScoreText)
                .monospacedDigit()
            Circle()
                .fill(WidgetColors.sentiment(state.sentiment))
                .frame(width: WidgetLayout.dot, height: WidgetLayout.dot)
        }
        .animation(.spring(duration: 0.6), value: state.awayScoreText)
    }
}

struct CompactClockView: View {
    let endsAt: Date

    var body: some View {
        Text(timerInterval: Date.now...endsAt, countsDown: true)
            .monospacedDigit()
    }
}
