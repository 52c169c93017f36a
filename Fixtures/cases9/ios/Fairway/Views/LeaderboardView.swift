import SwiftUI

struct LeaderboardView: View {
    let tournament: TournamentSummary
    var highlightPlayerId: String?

    @Environment(\.leaderboardService) private var leaderboardService
    @Environment(\.followService) private var followService
    @State private var viewModel = LeaderboardViewModel()
    @State private var isShowingFilters = false

    var body: some View {
        List {
            if let cutLine = viewModel.cutLineText {
                CutLineBanner(text: cutLine)
            }
            statusHeader
            ForEach(viewModel.visibleRows) { entry in
                PlayerRowView(entry: entry, isHighlighted: entry.playerId == highlightPlayerId)
                    .listRowInsets(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
            }
            Section("Round leaders") {
                ForEach(viewModel.rows.sorted { $0.todayDisplay < $1.todayDisplay }.prefix(5)) { entry in
                    Text(entry.playerName)
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("Leaderboard")
        .toolbar {
            Button("Filters") { isShowingFilters = true }
        }
        .sheet(isPresented: $isShowingFilters) {
            LeaderboardFilterSheet(showFollowedOnly: $viewModel.showFollowedOnly)
        }
        .task(id: tournament.tournamentId) {
            await reload()
        }
        .refreshable {
            await reload()
        }
    }

    private func reload() async {
        await leaderboardService.refresh(tournamentId: tournament.tournamentId)
        if let response = leaderboardService.leaderboard {
            viewModel.apply(response)
        }
    }
}

private struct LeaderboardFilterSheet: View {
    @Binding var showFollowedOnly: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Players I follow", isOn: $showFollowedOnly)
            }
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

#Preview {
    NavigationStack {
        LeaderboardView(tournament: TournamentSummary(
            tournamentId: "masters-2025", name: "The Masters", datesDisplay: "Apr 10–13",
            statusDisplay: "Round 3 in progress", purseDisplay: "$20M", currentRound: 3, totalRounds: 4
        ))
    }
}
