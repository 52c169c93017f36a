import SwiftUI

struct QuarterProgressBar: View {
    let state: MatchDisplayState

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(SentimentColors.color(for: state.sentiment))
                    .frame(width: geo.size.width * state.quarterProgress)
            }
        }
        .frame(height: Theme.Spacing.xs)
        .overlay(alignment: .trailing) {
            Text("\(Int(Double(state.quarter) / 4.0 * 100))%")
                .font(.caption2)
        }
    }
}

#Preview {
    QuarterProgressBar(state: PreviewFixtures.match.displayState)
        .padding(20)
}
