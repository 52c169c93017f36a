import SwiftUI

/// Half-inning recaps, one per page. Paged with a horizontal ScrollView rather
/// than a page-style TabView (see docs/architecture/adr/ADR-003-paging.md).
struct InningRecapCarousel: View {
    let recaps: [HighlightCard]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.s) {
                ForEach(recaps) { recap in
                    HighlightCardView(card: recap)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
    }
}
