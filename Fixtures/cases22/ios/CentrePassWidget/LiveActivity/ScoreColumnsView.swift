import SwiftUI

struct ScoreColumnsView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.scoreSpacing) {
            ScoreColumn(score: state.compact.homeScore)
            Divider()
            ScoreColumn(score: state.compact.awayScore)
        }
        .padding(WidgetMetrics.margin)
    }
}

struct ScoreColumn: View {
    let score: String

    var body: some View {
        Text(score)
            .font(.title.bold())
            .contentTransition(.numericText())
    }
}

#Preview {
    ScoreColumnsView(state: LiveActivityPreviewData.fullTime)
}
