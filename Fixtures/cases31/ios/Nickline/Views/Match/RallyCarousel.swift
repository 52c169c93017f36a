import SwiftUI

struct RallyCarousel: View {
    let rallies: [RallyEvent]
    private let cards: [AnyView]

    init(rallies: [RallyEvent]) {
        self.rallies = rallies
        self.cards = rallies.map { AnyView(Text($0.description)) }
    }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: NickSpacing.sm) {
                ForEach(cards.indices, id: \.self) { cards[$0] }
            }
        }
        .tint(Color.nkAmber)
    }
}
