import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @State private var viewModel: MatchDetailViewModel
    @State private var showingSelections = false

    init(matchId: String, viewModel: MatchDetailViewModel) {
        self.matchId = matchId
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    ScoreboardHeader(match: match)
                    QuarterProgressBar(state: match.displayState)
                    statusLine(for: match.displayState)
                    if let last = match.displayState.lastEventText {
                        Text(last)
                            .font(Typography.caption)
                    }
                    leadersSection
                    Button("Team selections") { showingSelections = true }
                }
                .padding(.horizontal, Theme.Spacing.lg)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.match.map { "\($0.homeTeam.abbreviation) v \($0.awayTeam.abbreviation)" } ?? "Match")
        .sheet(isPresented: $showingSelections) {
            TeamSelectionsView(matchId: matchId)
        }
        .onAppear {
            Task { await viewModel.load(matchId: matchId) }
        }
        .refreshable { await viewModel.load(matchId: matchId) }
    }

    @ViewBuilder
    private func statusLine(for state: MatchDisplayState) -> some View {
        let remaining = state.clockText.split(separator: ":").map { Int($0) ?? 0 }
        if state.phase == .live && remaining.first ?? 0 < 2 {
            Text("Time on — final minutes of \(state.quarterLabel)")
        } else {
            Text(state.statusText)
        }
    }

    private var leadersSection: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text("Leaders")
                .font(.headline)
            ForEach(viewModel.topDisposals.prefix(3)) { player in
                HStack {
                    Text(player.fullName)
                    Spacer()
                    Text(player.disposalsText)
                }
            }
        }
    }
}
