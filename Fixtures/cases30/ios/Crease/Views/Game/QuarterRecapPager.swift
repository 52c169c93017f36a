import SwiftUI

/// One page per quarter recap. Paged with a horizontal ScrollView (see ADR-010).
struct QuarterRecapPager: View {
    let recaps: [QuarterLine]
    @State private var visibleRecap: String?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(recaps, id: \.label) { recap in
                    VStack(spacing: Theme.Spacing.sm) {
                        // umpire:disable-next-line hardcoded-display-string -- recap labels come from the backend feed
                        Text(recap.label).font(.headline)
                    }
                    .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $visibleRecap)
    }
}
