import SwiftUI

/// Swipeable cards for the day's notable moments (walk-offs, no-hit bids, cycles).
struct HighlightsPager: View {
    let cards: [HighlightCard]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(cards.indices, id: \.self) { index in
                HighlightCardView(card: cards[index])
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: Theme.Size.rowMinHeight * 3)
    }
}

struct HighlightCard: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let detail: String
}

struct HighlightCardView: View {
    let card: HighlightCard

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(card.title).font(.headline)
            Text(card.detail).font(.subheadline)
        }
        .padding(Theme.Spacing.l)
    }
}
