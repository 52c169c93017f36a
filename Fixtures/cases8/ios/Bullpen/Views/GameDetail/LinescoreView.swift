import SwiftUI

struct LinescoreView: View {
    let gameId: String
    @Environment(\.scoreboardService) private var scoreboardService
    @State private var viewModel = BoxScoreViewModel()

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Theme.Spacing.xs) {
                ForEach(viewModel.boxScore?.linescore ?? [], id: \.inning) { line in
                    VStack {
                        Text(line.awayText)
                        Text(line.homeText)
                    }
                    .frame(width: LayoutMetrics.linescoreColumnWidth)
                }
                if let totals = viewModel.boxScore?.totalsText {
                    Text(totals)
                        .frame(width: LayoutMetrics.linescoreColumnWidth * 3)
                        .font(.caption.monospacedDigit())
                }
            }
        }
        .task { await viewModel.load(gameId: gameId, using: scoreboardService) }
    }
}
