import SwiftUI

struct HighlightsPagerView: View {
    let cards: [HighlightCard]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(cards.indices, id: \.self) { index in
                HighlightCardView(card: cards[index])
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .frame(height: 220)
    }
}

struct HighlightCard: Codable, Hashable, Sendable {
    let title: String
    let detail: String
}

struct HighlightCardView: View {
    let card: HighlightCard

    var body: some View {
        VStack(alignment: .leading) {
            Text(card.title).font(.headline)
            Text(card.detail)
        }
        .padding(Theme.Spacing.md)
    }
}
