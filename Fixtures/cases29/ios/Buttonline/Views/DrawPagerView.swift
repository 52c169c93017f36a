import SwiftUI

struct DrawPagerView: View {
    let draws: [DrawGroup]

    var body: some View {
        TabView {
            ForEach(draws, id: \.drawNumber) { draw in
                DrawListPageCard(draw: draw)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct DrawListPageCard: View {
    let draw: DrawGroup
    var body: some View {
        VStack(alignment: .leading) {
            Text(draw.drawLabel).font(.headline)
            ForEach(draw.games, id: \.gameId) { GameRow(game: $0) }
        }
    }
}
