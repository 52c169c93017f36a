import SwiftUI

struct BoxScoreView: View {
    let gameId: String
    let homeGoalie: GoalieStats?
    let awayGoalie: GoalieStats?
    let homeSavePct: String?
    let awaySavePct: String?
    @State private var skaters: [Skater] = []

    var body: some View {
        List {
            Section("Goalies") {
                goalieRow(awayGoalie, savePct: awaySavePct)
                goalieRow(homeGoalie, savePct: homeSavePct)
            }
            Section("On the ice") {
                ForEach(skaters.filter(\.isOnIce), id: \.playerId) { skater in
                    HStack {
                        Text(skater.number)
                            .font(.caption.monospacedDigit())
                            .foregroundStyle(.secondary)
                        Text(skater.name)
                        Spacer()
                        Text(skater.toiLabel)
                            .font(.caption.monospacedDigit())
                    }
                }
            }
        }
        .task {
            guard let url = URL(string: "https://api.faceoffapp.com/games/\(gameId)/skaters") else { return }
            guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
            skaters = (try? JSONDecoder().decode([Skater].self, from: data)) ?? []
        }
    }

    @ViewBuilder
    private func goalieRow(_ goalie: GoalieStats?, savePct: String?) -> some View {
        if let goalie {
            HStack {
                Text(goalie.name)
                Spacer()
                Text(savePct ?? goalie.savePctLabel)
                    .font(.body.monospacedDigit())
            }
        }
    }
}

#Preview {
    BoxScoreView(
        gameId: PreviewData.liveGame.gameId,
        homeGoalie: PreviewData.gameDetail.homeGoalie,
        awayGoalie: PreviewData.gameDetail.awayGoalie,
        homeSavePct: nil,
        awaySavePct: nil
    )
}
