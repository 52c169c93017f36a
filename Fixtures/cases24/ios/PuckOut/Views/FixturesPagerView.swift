import SwiftUI

struct FixturesPagerView: View {
    let rounds: [CompetitionGroup]
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ForEach(Array(rounds.enumerated()), id: \.element.competitionId) { index, round in
                RoundPage(group: round)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .interactive))
    }
}

struct RoundPage: View {
    let group: CompetitionGroup

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(group.headerText)
                .font(.title3.bold())
            ForEach(group.matches, id: \.matchId) { item in
                MatchRow(item: item, isFollowed: false)
            }
            Spacer()
        }
        .padding(Theme.Spacing.lg)
    }
}
