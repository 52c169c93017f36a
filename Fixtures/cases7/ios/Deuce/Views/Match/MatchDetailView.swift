import SwiftUI

enum DetailSection: Hashable {
    case scoreboard
    case stats
    case points
}

struct MatchDetailView: View {
    var matchId: String

    @Environment(\.matchService) private var matchService
    @State private var viewModel = MatchDetailViewModel()
    @State private var section: DetailSection = .scoreboard

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    header(for: match)
                    if match.status == .suspended {
                        SuspensionBanner(match: match)
                    }
                    Picker("Section", selection: $section) {
                        Text("Scoreboard").tag(DetailSection.scoreboard)
                        Text("Stats").tag(DetailSection.stats)
                        Text("Points").tag(DetailSection.points)
                    }
                    .pickerStyle(.segmented)
                    switch section {
                    case .scoreboard:
                        scoreboard(match)
                        KeyMomentsPager(moments: viewModel.points.filter(\.isBreakPoint))
                    case .stats:
                        if let stats = match.stats {
                            MatchStatsView(stats: stats)
                        }
                    case .points:
                        PointByPointView(points: viewModel.points)
                        BreakPointsCarousel(moments: viewModel.points)
                    }
                }
                .padding(Theme.Spacing.lg)
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity)
                    .padding()
            }
        }
        .navigationTitle(viewModel.match?.round ?? "")
        .task(id: matchId) {
            await viewModel.load(matchId: matchId, using: matchService)
        }
    }

    private func header(for match: MatchItem) -> some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack(spacing: Theme.Spacing.sm) {
                Text(statusLine(for: match))
                    .font(.headline)
                StatusBadge(status: match.status)
            }
            if viewModel.isBreakPointForReceiver {
                Text("Break point")
                    .font(.subheadline.bold())
                    .foregroundStyle(Theme.Colors.tense)
            }
            FollowButton(match: match)
        }
    }

    private func statusLine(for match: MatchItem) -> String {
        switch match.status {
        case .suspended, .retired, .walkover:
            return match.liveNote ?? "Play suspended"
        default:
            return match.statusText
        }
    }

    private func scoreboard(_ match: MatchItem) -> some View {
        VStack(spacing: Theme.Spacing.sm) {
            SetScoreRow(player: match.home, games: match.sets.map(\.home), isServing: match.isServingHome == true)
            SetScoreRow(player: match.away, games: match.sets.map(\.away), isServing: match.isServingHome == false)
            if let point = match.pointScore {
                Text(point)
                    .font(.title2.monospacedDigit())
            }
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: PreviewMatches.sinnerShelton.matchId)
    }
}
