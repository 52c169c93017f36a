import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @Environment(\.scoreService) private var scoreService
    @State private var viewModel = MatchDetailViewModel()
    @State private var showingRallies = false

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(spacing: Spacing.l) {
                    ScoreHeaderView(match: match)
                    Text("\(match.homeSetsWon)-\(match.awaySetsWon)")
                        .font(Typography.headline)
                    if match.currentSet == 5 {
                        Text("Deciding set, first to 15")
                    }
                    SetScoresView(setScores: match.displayState.setScores)
                    if showingRallies {
                        PointByPointView(matchId: match.id, homeTeamId: match.homeTeam.id)
                    }
                    Button(showingRallies ? "Hide rallies" : "Show rallies") {
                        showingRallies.toggle()
                    }
                    FollowButton(matchId: match.id)
                }
                .padding(Spacing.l)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.match?.displayState.title ?? "")
        .task { await viewModel.load(matchId: matchId, using: scoreService) }
    }
}
