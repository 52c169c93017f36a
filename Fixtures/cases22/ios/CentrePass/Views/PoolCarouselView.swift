import SwiftUI

struct PoolCarouselView: View {
    let pools: [DrawPool]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.md) {
                ForEach(pools) { pool in
                    PoolCard(pool: pool)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
    }
}

struct LegacyPoolPager: View {
    let pools: [DrawPool]

    var body: some View {
        TabView {
            ForEach(pools) { pool in
                PoolCard(pool: pool)
            }
        }
        .tabViewStyle(PageTabViewStyle())
    }
}
