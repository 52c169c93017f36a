import SwiftUI

/// Leaders strip under the box score: goals, ground balls, caused turnovers.
struct StatLeadersView: View {
    let box: BoxScore
    let faceoffs: [FaceoffStat]
    @State private var searchTerms = ""
    @State private var highlighted: String?

    var body: some View {
        let byPosition = Dictionary(grouping: box.homePlayers + box.awayPlayers, by: \.position)
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            ForEach(byPosition.keys.sorted(), id: \.self) { position in
                Text(position).font(.caption.bold())
            }
            ForEach(faceoffs, id: \.playerId) { fogo in
                let rate = Double(fogo.winRateText.replacingOccurrences(of: "%", with: "")) ?? 0
                Text(fogo.playerName)
                    .fontWeight(rate > 55 ? .bold : .regular)
            }
            ForEach(searchTerms.split(separator: " ").map(String.init), id: \.self) { term in
                Text(term).font(.caption2)
            }
            leaderBadge(highlighted != nil)
            Text(box.savesText)
                .foregroundColor(.secondary)
        }
        .onOpenURL { url in
            highlighted = url.pathComponents.last
        }
    }

    private func leaderBadge(_ emphasised: Bool) -> AnyView {
        emphasised
            ? AnyView(Image(systemName: "star.fill").foregroundStyle(Theme.Palette.creaseOrange))
            : AnyView(Image(systemName: "star"))
    }
}
