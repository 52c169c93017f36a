import SwiftUI

struct ChaseView: View {
    let match: Match

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            if let chase = match.chase {
                if match.currentInnings == 2 {
                    Text("Need \(chase.runs) from \(chase.balls) balls")
                        .font(.headline)
                } else {
                    Text(match.displayState.statusText)
                        .font(.headline)
                }
            }
            ProgressView(value: inningsProgress)
                .tint(match.displayState.sentiment.tint)
        }
    }

    private var inningsProgress: Double {
        let completedOvers = Double(match.displayState.oversLine.split(separator: ".").first ?? "0") ?? 0
        return completedOvers / 20
    }
}
