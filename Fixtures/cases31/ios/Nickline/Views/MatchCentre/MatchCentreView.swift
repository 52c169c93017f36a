import SwiftUI

struct MatchCentreView: View {
    @Environment(\.matchFeedService) private var matchFeed
    @Environment(\.liveActivityService) private var liveActivities
    @State private var viewModel: MatchCentreViewModel
    @State private var showsRallyLog = false
    @State private var isScoreboardExpanded = true
    var matchId: String

    init(matchId: String) {
        self.matchId = matchId
        _viewModel = State(initialValue: MatchCentreViewModel(matchId: matchId))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: NickSpacing.md) {
                if let item = viewModel.item {
                    Text(item.display.statusLabel)
                        .font(NickType.caption)
                        .foregroundStyle(.secondary)
                    Text("\(item.playerA.gamesWon)–\(item.playerB.gamesWon)")
                        .font(NickType.scoreboard)
                        .contentTransition(.numericText())
                    Text(item.display.pointsLine)
                        .font(NickType.gameChip)
                        .foregroundColor(.nkGlass)
                    Text("Game \(item.playerA.gamesWon + item.playerB.gamesWon + 1)")
                    if item.playerA.pointsInGame >= 10 && item.playerB.pointsInGame >= 10 {
                        Text("Tie-break — win by two")
                    }
                    gameChips(item.display.gameScores)
                    if isScoreboardExpanded {
                        ServeIndicator(isServingA: item.playerA.isServing)
                    }
                }
                Button(showsRallyLog ? "Hide rallies" : "Show rallies") {
                    showsRallyLog.toggle()
                }
                .padding(.vertical, 6)
                if showsRallyLog {
                    RallyLogView(rallies: viewModel.rallies)
                }
            }
            .padding(NickSpacing.md)
        }
        .task {
            await viewModel.load(using: matchFeed)
        }
        .refreshable {
            await viewModel.load(using: matchFeed)
        }
    }

    private func gameChips(_ scores: [String]) -> some View {
        HStack(spacing: NickSpacing.xs) {
            ForEach(Array(scores.enumerated()), id: \.offset) { index, game in
                Text(game)
                    .font(NickType.gameChip)
                    .padding(.horizontal, NickSpacing.sm)
                    .background(index == scores.count - 1 ? Color.nkAmber.opacity(0.2) : .clear, in: Capsule())
            }
        }
    }
}
