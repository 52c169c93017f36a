import SwiftUI

struct HubView: View {
    @Environment(\.matchService) private var matchService
    @State private var viewModel = HubViewModel()
    @State private var currentLiveId: String?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: Theme.Spacing.l) {
                    if !viewModel.liveMatches.isEmpty {
                        liveCarousel
                    }
                    ForEach(viewModel.groups, id: \.competitionId) { group in
                        let byRound = Dictionary(grouping: group.matches, by: { $0.round ?? "" })
                            .sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }
                        Text(group.title)
                            .font(.headline)
                        ForEach(byRound, id: \.key) { round, matches in
                            if !round.isEmpty {
                                Text(round)
                                    .font(.caption.weight(.semibold))
                                    .foregroundStyle(.secondary)
                            }
                            ForEach(matches) { match in
                                HStack {
                                    NavigationLink(value: match.matchId) {
                                        MatchRowView(match: match)
                                    }
                                    .buttonStyle(.plain)
                                    FollowButton(match: match)
                                }
                            }
                        }
                    }
                }
                .padding(.horizontal, Theme.Spacing.l)
            }
            .navigationTitle("Fixtures")
            .navigationDestination(for: String.self) { matchId in
                MatchDetailView(matchId: matchId)
            }
            .refreshable { await viewModel.load(using: matchService) }
            .task { await viewModel.refreshIfStale(using: matchService) }
        }
    }

    private var liveCarousel: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: Theme.Spacing.m) {
                ForEach(viewModel.liveMatches) { match in
                    NavigationLink(value: match.matchId) {
                        MatchRowView(match: match)
                            .padding(Theme.Spacing.m)
                            .background(Theme.Colors.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
                    }
                    .buttonStyle(.plain)
                    .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentLiveId)
        .frame(height: Layout.carouselHeight)
    }
}

#Preview {
    HubView()
}
