import SwiftUI

struct HighlightsPagerView: View {
    let raids: [RaidEvent]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(raids.prefix(5).enumerated()), id: \.element.id) { index, raid in
                VStack(spacing: Theme.Spacing.s) {
                    Text(raid.headline)
                        .font(.title3.bold())
                    Text(raid.detail)
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .frame(height: 180)
    }
}

struct TopRaidersPagerView: View {
    let stats: [PlayerStat]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.m) {
                ForEach(stats.prefix(10), id: \.playerId) { stat in
                    PlayerRowView(stat: stat)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

#Preview {
    HighlightsPagerView(raids: PreviewData.raids)
}
