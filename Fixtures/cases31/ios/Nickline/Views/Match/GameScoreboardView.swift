import SwiftUI

struct GameScoreboardView: View {
    let item: MatchItem
    let rallies: [RallyEvent]
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let winsByGame = Dictionary(grouping: rallies, by: \.gameNumber)
            .mapValues { $0.filter { $0.winnerPlayerId == item.playerA.playerId }.count }
        VStack(spacing: NickSpacing.sm) {
            ForEach(winsByGame.keys.sorted(), id: \.self) { game in
                HStack {
                    Text("G\(game)")
                    Spacer()
                    Text("\(winsByGame[game] ?? 0)")
                }
            }
            Divider()
            Text(item.display.gamesLine)
                .font(NickType.scoreboard)
                .foregroundStyle(colorScheme == .dark ? Color.nkAmber : Color.nkTin)
                .contentTransition(.numericText())
        }
        .padding(12)
        .background(Color(red: 0.11, green: 0.12, blue: 0.14), in: RoundedRectangle(cornerRadius: NickRadius.card))
    }
}
