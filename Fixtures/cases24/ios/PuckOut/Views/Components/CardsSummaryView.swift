import SwiftUI

struct CardsSummaryView: View {
    let players: [PlayerStat]
    let phase: MatchPhase
    @State private var showAll = false

    private var carded: [PlayerStat] {
        players
            .filter { $0.cardColour != nil }
            .sorted { $0.name < $1.name }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            let blackCount = players.filter { $0.cardColour == "black" }.count
            Text(phase == .completed ? "Cards in the match" : "Cards so far")
                .font(.headline)
            ForEach(showAll ? carded : Array(carded.prefix(4))) { player in
                cardRow(player)
            }
            if blackCount > 0 {
                Text("\(blackCount) black card\(blackCount == 1 ? "" : "s")")
                    .font(.caption)
            }
            Button(showAll ? "Less" : "All cards") {
                showAll.toggle()
                debugPrint("cards expanded", showAll)
            }
            .font(.caption)
        }
    }

    @ViewBuilder
    private func cardRow(_ player: PlayerStat) -> some View {
        if let colour = player.cardColour.flatMap(CardColour.init(rawValue:)) {
            HStack {
                CardChip(colour: colour)
                Text(player.name)
            }
        } else {
            Text(player.name)
        }
    }

    private func erased(_ content: some View) -> AnyView {
        AnyView(content.padding(.leading, Theme.Spacing.sm))
    }
}

#Preview {
    CardsSummaryView(players: PreviewData.playerStats, phase: .secondHalf)
}
