// GameDetailView.swift
// Shotclock

import SwiftUI

enum DetailTab: Hashable {
    case plays, boxScore, runs
}

struct GameDetailView: View {
    let gameId: String
    @Environment(\.scoresService) private var scoresService
    @Environment(\.followService) private var followService
    @State private var viewModel = GameDetailViewModel()
    @State private var showBoxScore = false
    @State private var selectedTab: DetailTab = .plays
    @State private var compactHeader = false

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.md) {
                if let game = viewModel.game {
                    header(compact: compactHeader)
                    Text(game.period > 4 ? "OT\(game.period - 4)" : game.periodLabel)
                    clockStrip(for: game)
                    let margin = abs(game.homeScore - game.awayScore)
                    Text(margin == 0 ? "Tied" : "Lead \(margin)")
                    if game.phase == "final" {
                        Text("Final")
                    } else {
                        Text(game.statusText)
                    }
                    Button(viewModel.isFollowing ? "Unfollow" : "Follow") {
                        Task { await viewModel.toggleFollow(gameId: gameId, using: followService) }
                    }
                    .foregroundStyle(sentimentColor(for: viewModel.sentiment))
                }
                TabView(selection: $selectedTab) {
                    PlayByPlayList(gameId: gameId).tag(DetailTab.plays)
                    BoxScoreView(gameId: gameId).tag(DetailTab.boxScore)
                    RunTrackerView(gameId: gameId).tag(DetailTab.runs)
                }
                .tabViewStyle(PageTabViewStyle())
                .frame(minHeight: 420)
            }
            .padding(.horizontal, 20)
        }
        .task { await viewModel.load(gameId: gameId, using: scoresService) }
        .onAppear { compactHeader = UIDevice.current.userInterfaceIdiom == .phone }
    }

    @ViewBuilder
    private func clockStrip(for game: GameItem) -> some View {
        let minutes = game.clockSeconds / 60
        let shotClockSeconds = Int(game.shotClock) ?? 24
        HStack {
            Text(String(format: "%d:%02d", minutes, game.clockSeconds % 60))
            Spacer()
            ShotClockBadge(seconds: shotClockSeconds)
        }
    }

    private func header(compact: Bool) -> AnyView {
        if compact {
            return AnyView(ScoreBugView(state: viewModel.displayState))
        } else {
            return AnyView(ScoreBugView(state: viewModel.displayState).scaleEffect(1.2))
        }
    }

    private func sentimentColor(for sentiment: Sentiment) -> Color {
        switch sentiment {
        case .tense: Palette.tense
        case .blowout: Palette.blowout
        case .comeback: Palette.comeback
        case .neutral: Palette.neutral
        }
    }
}
