import SwiftUI
import os

struct MatchDetailView: View {
    let matchId: String
    @State private var viewModel: MatchDetailViewModel
    @State private var showStats = false
    @Environment(\.liveActivityService) private var liveActivityService
    @Environment(\.openURL) private var openURL

    private let logger = Logger(subsystem: "com.fivemetres.app", category: "MatchDetail")

    init(matchId: String, viewModel: MatchDetailViewModel) {
        self.matchId = matchId
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.m) {
                if let match = viewModel.match {
                    ScoreHeaderView(match: match)
                    QuarterScoresRow(quarters: match.displayState.quarterScores)

                    if match.displayState.phase == .delayed {
                        Text("Play suspended — lightning alert")
                            .font(Theme.Typography.callout)
                    }

                    if let delay = match.displayState.delayText {
                        Label(delay, systemImage: "cloud.bolt")
                            .foregroundStyle(Theme.Colors.warning)
                    }

                    Text("\(match.homeGoals) – \(match.awayGoals)")
                        .font(Theme.Typography.scoreLarge)
                        .contentTransition(.numericText())

                    Text(match.displayState.statusText)
                        .font(Theme.Typography.caption)
                        .foregroundColor(.secondary)

                    let lead = match.homeGoals - match.awayGoals
                    if lead != 0 {
                        Text(lead > 0 ? "\(match.homeTeam.shortName) lead by \(lead)" : "\(match.awayTeam.shortName) lead by \(-lead)")
                    }

                    Button("Player stats") { showStats = true }
                    Button("Open in Safari") {
                        if let url = URL(string: "https://fivemetres.app/m/\(match.matchId)") { openURL(url) }
                    }
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal, 20)
        }
        .sheet(isPresented: $showStats) {
            PlayerStatsView(matchId: matchId)
        }
        .onAppear {
            Task { await viewModel.load(matchId: matchId) }
        }
        .onAppear { logger.debug("detail shown for \(matchId, privacy: .public)") }
    }
}
