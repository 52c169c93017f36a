import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var viewModel = MatchDetailViewModel()
    @State private var showingRaids = false
    var highlightColor: Color = AppColors.mat

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(spacing: Theme.Spacing.l) {
                    ScoreHeaderView(state: match.displayState, home: match.homeTeam, away: match.awayTeam)
                    // umpire:disable-next-line hardcoded-display-string -- title comes from the backend
                    Text(match.displayState.title)
                        .font(.title2.bold())
                    Text(match.displayState.subtitle)
                        .foregroundStyle(.secondary)
                    halfSummary(match)
                    if match.displayState.isLive {
                        RaidClockView(endsAt: match.displayState.raidClockEndsAt, clockText: match.displayState.raidClockText)
                    }
                    if let note = match.displayState.liveNote {
                        Text(note)
                            .font(.callout)
                    }
                    let margin = match.homePoints - match.awayPoints
                    Text(margin > 0 ? "\(match.homeTeam.shortName) lead by \(margin)" : "\(match.awayTeam.shortName) lead by \(-margin)")
                        .font(.subheadline)
                    ProgressView(value: Double(match.half - 1) * 20 + 20, total: 40)
                    Text("Players on mat")
                        .font(.caption.smallCaps())
                    Text(match.displayState.playersOnMatText)
                    FollowButton(matchId: match.matchId)
                    Button("Raid by raid") { showingRaids = true }
                        .buttonStyle(.bordered)
                }
                .padding(.horizontal, 16)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.match?.competition ?? "")
        .sheet(isPresented: $showingRaids) {
            RaidTimelineView(matchId: matchId)
        }
        .onAppear {
            Task {
                await viewModel.load(matchId: matchId, service: matchService)
            }
        }
    }

    @ViewBuilder
    private func halfSummary(_ match: Match) -> some View {
        switch match.half {
        case 1:
            Text("First half in progress")
        default:
            Text(match.displayState.halfText)
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: "pkl-2026-041")
    }
}
