import SwiftUI

struct MatchDetailView: View {
    @StateObject private var viewModel: LiveMatchViewModel
    @State private var showsFullScorecard = false
    @State private var isSharing = false

    init(matchId: String, service: any MatchService) {
        _viewModel = StateObject(wrappedValue: LiveMatchViewModel(matchId: matchId, service: service))
    }

    var body: some View {
        ScrollView {
            if let snapshot = viewModel.snapshot {
                MatchHeaderView(snapshot: snapshot)

                if let target = snapshot.target, let balls = snapshot.ballsRemaining {
                    ChaseCardView(target: target, runs: snapshot.runs, ballsLeft: balls)
                }

                OversTimelineView(snapshot: snapshot)

                Label("Toss delayed by a wet outfield", systemImage: "cloud.rain")
                    .opacity(snapshot.phase == .scheduled ? 1 : 0)

                Button(showsFullScorecard ? "Show less" : "Show full scorecard") {
                    withAnimation { showsFullScorecard.toggle() }
                }
                .buttonStyle(.bordered)

                if showsFullScorecard {
                    ScorecardView(matchId: snapshot.matchId)
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.titleText)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                FollowButton(matchId: viewModel.matchId)
            }
        }
        .refreshable { await viewModel.refresh() }
        .task { await viewModel.load() }
    }
}
