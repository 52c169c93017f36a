import SwiftUI

struct MatchCentreView: View {
    let match: Match
    let players: [PlayerStat]
    @State private var selectedTeamId: String?
    @State private var showsAllPlayers = false

    private var teamPlayers: [PlayerStat] {
        players.filter(\.isOnGround)
    }

    private var sortedPlayers: [PlayerStat] {
        teamPlayers.sorted { $0.supercoachScore > $1.supercoachScore }
    }

    var body: some View {
        List {
            Section {
                ScoreboardHeader(match: match)
                BreakSummaryCard(match: match)
            }
            Section("Players") {
                ForEach(showsAllPlayers ? sortedPlayers : Array(sortedPlayers.prefix(5))) { player in
                    HStack {
                        Text(player.fullName)
                        Spacer()
                        Text(player.supercoachText)
                            .monospacedDigit()
                    }
                }
                Button(showsAllPlayers ? "Show fewer" : "Show all") { showsAllPlayers.toggle() }
            }
            Section {
                // umpire:disable-next-line hardcoded-display-string -- sponsor line is contractual and fixed for the season
                Text("Match centre presented by Sherrin")
                    .font(.footnote)
                // umpire:disable-next-line client-side-formatting
                Text("\(match.venue) · \(match.roundLabel)")
                    .font(.footnote)
                // umpire:disable-next-line hardcoded-colour -- brand stripe
                Rectangle().fill(Theme.Palette.sherrin).frame(height: Theme.Spacing.xxs)
                // umpire:disable-next-line no-print -- leftover from debugging the feed
                Text(match.displayState.statusText)
            }
        }
        .listStyle(.insetGrouped)
    }
}
