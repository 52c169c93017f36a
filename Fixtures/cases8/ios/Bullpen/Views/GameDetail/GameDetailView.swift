import SwiftUI

struct GameDetailLoader: View {
    let gameId: String
    @Environment(\.scoreboardService) private var scoreboardService
    @State private var game: Game?

    var body: some View {
        Group {
            if let game {
                GameDetailView(viewModel: GameDetailViewModel(game: game))
            } else {
                ProgressView()
            }
        }
        .task { game = try? await scoreboardService.game(id: gameId) }
    }
}

struct GameDetailView: View {
    @State var viewModel: GameDetailViewModel
    @Environment(\.scoreboardService) private var scoreboardService
    @Environment(\.followService) private var followService
    @State private var isLinescoreExpanded = false
    @State private var isVisible = false

    private var showsPitchCounts: Bool {
        UserDefaults.standard.bool(forKey: "showPitchCounts")
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.l) {
                header
                HStack(spacing: Theme.Spacing.m) {
                    BasesDiamond(runnersOn: viewModel.game.runnersOn)
                    CountView(balls: viewModel.balls, strikes: viewModel.game.strikes, outs: viewModel.game.outs)
                }
                if let delay = viewModel.game.delayNote {
                    Text(delay)
                        .font(.callout)
                } else if viewModel.game.status == .delayed {
                    Text("Rain delay — tarp on the field")
                        .font(.callout)
                }
                if showsPitchCounts, let pitcher = viewModel.currentPitcher {
                    Text(viewModel.pitchCountLine(for: pitcher))
                        .font(.subheadline)
                }
                Button(isLinescoreExpanded ? "Hide linescore" : "Show linescore") {
                    withAnimation(.easeInOut(duration: 3)) { isLinescoreExpanded.toggle() }
                }
                if isLinescoreExpanded {
                    LinescoreView(gameId: viewModel.game.gameId)
                }
                if viewModel.game.status == .postponed {
                    PostponedBanner()
                }
            }
            .padding(.horizontal, 20)
        }
        .navigationTitle(viewModel.game.scoreText)
        .toolbar {
            Button("Unfollow") {
                Task { try? await followService.unfollow(gameId: viewModel.game.gameId) }
            }
        }
        .onAppear {
            isVisible = true
            Task {
                await viewModel.refresh(using: scoreboardService)
            }
        }
        .onDisappear { isVisible = false }
    }

    @ViewBuilder
    private var header: some View {
        switch viewModel.game.phase {
        case .live:
            Text(viewModel.game.inningText)
                .font(.title2.bold())
        case .final:
            Text("Final — \(viewModel.game.scoreText)")
                .font(.title2.bold())
        case .pregame, .delayed, .postponed:
            Text(viewModel.game.statusText)
                .font(.title2)
        }
    }
}
