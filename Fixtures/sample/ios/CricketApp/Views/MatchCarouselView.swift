import SwiftUI

/// Today's matches, one card per page.
struct MatchCarouselView: View {
    let matches: [MatchCardState]
    @State private var selection: String?

    var body: some View {
        TabView(selection: $selection) {
            ForEach(matches) { match in
                MatchCard(state: match)
                    .tag(Optional(match.id))
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        // The index dots use the page style; that is .indexViewStyle, not a paged TabView.
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// The innings pages use the ADR-010 pattern: a paging horizontal scroll view.
struct InningsPager: View {
    let innings: [InningsState]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(innings) { InningsCard(state: $0).containerRelativeFrame(.horizontal) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
