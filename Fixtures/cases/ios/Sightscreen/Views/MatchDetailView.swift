import SwiftUI

struct MatchDetailView: View {
    let match: Match
    @Environment(\.liveActivityService) private var liveActivityService

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.large) {
                MatchHeaderView(match: match) {
                    Task { try? await liveActivityService.follow(match, teamId: nil) }
                }
                switch match.phase {
                case .live:
                    LiveScoreView(match: match)
                case .inningsBreak:
                    Text("Innings break")
                        .font(.headline)
                default:
                    Text(match.displayState.statusText)
                        .font(.headline)
                }
                ChaseView(match: match)
                ForEach(match.innings, id: \.number) { innings in
                    ScorecardView(innings: innings)
                }
                CommentaryView(matchId: match.matchId)
            }
            .padding(Theme.Spacing.standard)
        }
        .toolbar {
            ShareLink(item: "\(match.homeTeam.name) v \(match.awayTeam.name) — \(match.displayState.scoreLine)")
        }
    }
}
