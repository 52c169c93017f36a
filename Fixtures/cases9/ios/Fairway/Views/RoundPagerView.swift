import SwiftUI

/// Swipe between rounds 1–4 on the player sheet.
/// Paging ScrollView rather than TabView(.page) — see ADR-010 on misaligned pages.
struct RoundPagerView: View {
    let rounds: [RoundCard]
    @State private var selectedRound: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(rounds) { card in
                    RoundCardView(card: card)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $selectedRound)
    }
}

struct RoundCard: Identifiable, Hashable {
    let id: Int
    let titleDisplay: String
    let scoreDisplay: String
}

struct RoundCardView: View {
    let card: RoundCard

    var body: some View {
        VStack(spacing: Spacing.sm) {
            Text(card.titleDisplay).font(.headline)
            Text(card.scoreDisplay).font(Typography.scoreFont)
        }
        .frame(maxWidth: .infinity)
    }
}

/// Older highlights carousel, still used on the tournament recap screen.
struct HighlightsCarouselView: View {
    let highlights: [String]

    var body: some View {
        TabView {
            ForEach(highlights, id: \.self) { clipTitle in
                Text(clipTitle)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .frame(height: 220)
    }
}

struct HoleGalleryView: View {
    let holeImageNames: [String]

    var body: some View {
        TabView {
            ForEach(holeImageNames, id: \.self) { name in
                Image(name).resizable().scaledToFill()
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
    }
}
