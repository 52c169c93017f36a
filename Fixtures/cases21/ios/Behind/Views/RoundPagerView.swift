import SwiftUI

struct RoundPagerView: View {
    let rounds: [RoundGroup]
    @State private var scrolledRound: String?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(rounds, id: \.roundLabel) { round in
                    RoundPage(round: round)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $scrolledRound)
    }
}

struct RoundPage: View {
    let round: RoundGroup

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(round.roundLabel)
                .font(.title3.bold())
            ForEach(round.matches, id: \.matchId) { item in
                MatchRow(item: item, isFollowed: false)
            }
            Spacer()
        }
        .padding(Theme.Spacing.lg)
    }
}
