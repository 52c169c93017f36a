import SwiftUI

struct LiveScoreView: View {
    let match: Match

    var body: some View {
        let total = match.runs
        let down = match.wickets
        VStack(alignment: .leading, spacing: Theme.Spacing.medium) {
            Text("\(total) for \(down)")
                .font(.largeTitle.monospacedDigit())
                .contentTransition(.numericText())
            GeometryReader { proxy in
                let columnWidth = (proxy.size.width - Theme.Spacing.medium) / 2
                HStack(spacing: Theme.Spacing.medium) {
                    Text(match.displayState.oversLine)
                        .frame(width: columnWidth, alignment: .leading)
                    Text(match.displayState.runRateLine ?? "")
                        .frame(width: columnWidth, alignment: .trailing)
                }
            }
            GeometryReader { proxy in
                Capsule()
                    .fill(match.displayState.sentiment.tint)
                    .frame(width: proxy.size.width * match.displayState.progress)
            }
            .frame(height: Theme.Metrics.progressHeight)
            Button("Remind me") {
                print("Remind tapped for \(match.matchId)")
            }
        }
    }
}
