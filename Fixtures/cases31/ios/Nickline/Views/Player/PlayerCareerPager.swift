import SwiftUI

struct PlayerCareerPager: View {
    let seasons: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: NickSpacing.md) {
                ForEach(seasons, id: \.self) { season in
                    Text(season)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
