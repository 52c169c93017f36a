import SwiftUI

struct CompetitionCarouselView: View {
    let groups: [CompetitionGroup]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(groups, id: \.competitionId) { group in
                    RoundPage(group: group)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
    }
}

#Preview {
    CompetitionCarouselView(groups: PreviewData.schedule.groups)
}
