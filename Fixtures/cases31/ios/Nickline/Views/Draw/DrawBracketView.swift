import SwiftUI

struct DrawBracketView: View {
    let rounds: [DrawRound]
    @State private var selectedRound = 0

    var body: some View {
        VStack(spacing: 0) {
            Picker("Round", selection: $selectedRound) {
                ForEach(rounds.indices, id: \.self) { index in
                    Text(rounds[index].roundLabel).tag(index)
                }
            }
            .pickerStyle(.segmented)
            TabView(selection: $selectedRound) {
                ForEach(rounds.indices, id: \.self) { index in
                    DrawRoundColumn(round: rounds[index]).tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
    }
}

struct DrawRound: Hashable {
    let roundLabel: String
    let ties: [MatchItem]
}

struct DrawRoundColumn: View {
    let round: DrawRound
    var body: some View {
        List(round.ties, id: \.matchId) { tie in
            MatchRow(item: tie)
        }
    }
}
