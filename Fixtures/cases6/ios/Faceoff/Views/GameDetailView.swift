import SwiftUI

struct GameDetailView: View {
    let gameId: String
    @Environment(\.scheduleService) private var scheduleService
    @State private var viewModel = GameDetailViewModel()
    @State private var tab: DetailTab = .summary

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            if let detail = viewModel.detail {
                header(detail.game)
                PeriodProgressView(clock: detail.clock)
                FollowButton(game: detail.game)
                picker
                TabView(selection: $tab) {
                    List(viewModel.scoringPlays, id: \.eventId) { event in
                        EventRowView(event: event)
                    }
                    .tag(DetailTab.summary)

                    BoxScoreView(
                        gameId: gameId,
                        homeGoalie: detail.homeGoalie,
                        awayGoalie: detail.awayGoalie,
                        homeSavePct: viewModel.savePercentageText(for: detail.homeGoalie),
                        awaySavePct: viewModel.savePercentageText(for: detail.awayGoalie)
                    )
                    .tag(DetailTab.boxScore)
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.detail?.game.matchupTitle ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            Task { await viewModel.load(gameId: gameId, service: scheduleService) }
        }
        .onDisappear {
            UserDefaults.standard.set(gameId, forKey: "lastViewedGameId")
        }
    }

    private func header(_ game: GameItem) -> some View {
        HStack(alignment: .top) {
            TeamColumn(team: game.away, score: game.display.awayScore)
            Spacer()
            VStack(spacing: Theme.Spacing.xs) {
                Text(game.display.statusLabel)
                    .font(.subheadline.weight(.semibold))
                if let strength = game.display.strengthLabel {
                    Text(strength)
                        .font(.caption.bold())
                        .foregroundStyle(Theme.Colors.powerPlay)
                }
            }
            Spacer()
            TeamColumn(team: game.home, score: game.display.homeScore)
        }
        .padding(Theme.Spacing.l)
        .background(Color(red: 0.07, green: 0.09, blue: 0.14))
    }

    private var picker: some View {
        Picker("Section", selection: $tab) {
            Text("Summary").tag(DetailTab.summary)
            Text("Box Score").tag(DetailTab.boxScore)
        }
        .pickerStyle(.segmented)
        .padding(.horizontal, Theme.Spacing.l)
    }
}

private enum DetailTab: Hashable {
    case summary
    case boxScore
}

private struct TeamColumn: View {
    let team: Team
    let score: String

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(team.flagEmoji ?? team.abbrev)
                .font(.title2)
            Text(team.abbrev)
                .font(.caption)
            Text(score)
                .font(.largeTitle.bold().monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    NavigationStack {
        GameDetailView(gameId: PreviewData.liveGame.gameId)
    }
}
