import SwiftUI

/// Paged set-by-set cards. Uses a paging ScrollView per ADR-010, never TabView(.page).
struct SetCarouselView: View {
    let setScores: [String]
    @State private var position: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(setScores.indices, id: \.self) { index in
                    Text(setScores[index])
                        .font(Typography.score)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $position)
    }
}
