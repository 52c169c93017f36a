import SwiftUI

struct FootballScoreView: View {
    let match: MatchSummary
    @Environment(\.followService) private var followService

    var body: some View {
        VStack(spacing: Theme.Spacing.medium) {
            Text(
                [match.homeGoals, match.awayGoals]
                    .compactMap { $0 }
                    .map(String.init)
                    .joined(separator: " – ")
            )
            .font(.system(.largeTitle, design: .rounded).weight(.bold))

            clockLine

            let totalGoals = (match.homeGoals ?? 0) + (match.awayGoals ?? 0)
            Text("\(totalGoals) goals so far")
                .font(.caption)

            Button {
                Task { await followService.follow(sideID: match.home.id) }
            } label: {
                Label("Follow \(match.home.name)", systemImage: "star")
            }
            .buttonStyle(.bordered)
        }
    }

    @ViewBuilder
    private var clockLine: some View {
        if let minute = match.clockMinute, minute >= 90 {
            Text("Stoppage time")
                .foregroundStyle(Color("BoundaryAmber"))
        } else {
            Text(match.display.statusText)
        }
    }
}
