import SwiftUI

struct HighlightsCarouselView: View {
    let highlights: [HighlightCard]
    @State private var index = 0

    var body: some View {
        TabView(selection: $index) {
            ForEach(Array(highlights.enumerated()), id: \.element.id) { offset, card in
                HighlightCardView(card: card).tag(offset)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .frame(height: 220)
    }
}

struct HighlightCardView: View {
    let card: HighlightCard

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(card.title).font(.headline)
            Text(card.subtitle).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.l)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: Theme.Radius.card).fill(.thinMaterial))
    }
}

struct HighlightCard: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let subtitle: String
}

#Preview {
    HighlightsCarouselView(highlights: PreviewFixtures.highlights)
}
