import SwiftUI

struct HubView: View {
    @Environment(\.scoresService) private var scoresService
    @Environment(\.followService) private var followService
    @State private var viewModel = HubViewModel()
    @State private var showsFollowedOnly = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LiveNowStrip(matches: viewModel.liveMatches)
                LazyVStack(alignment: .leading, spacing: Spacing.lg) {
                    ForEach(viewModel.visibleGroups(followedOnly: showsFollowedOnly, followed: followService.followedMatchIds), id: \.tournamentId) { group in
                        TournamentSection(group: group)
                    }
                }
                .padding(.horizontal, Spacing.lg)
            }
            .navigationTitle("Today")
            .navigationDestination(for: MatchItem.self) { match in
                MatchDetailView(matchId: match.matchId)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $showsFollowedOnly) {
                        Label("Following", systemImage: "star")
                    }
                }
            }
            .refreshable { await viewModel.refresh(using: scoresService) }
            .task { await viewModel.refresh(using: scoresService) }
            .overlay {
                if viewModel.isEmpty {
                    EmptyStateView(message: viewModel.errorMessage)
                }
            }
        }
    }
}

struct TournamentSection: View {
    let group: TournamentGroup

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TournamentHeaderView(title: group.title, subtitle: group.subtitle, surface: group.surface)
            ForEach(group.matches) { match in
                NavigationLink(value: match) {
                    MatchRowView(match: match)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

#Preview {
    HubView()
}

struct TournamentHeaderView: View {
    let title: String
    let subtitle: String
    let surface: String

    var body: some View {
        HStack(spacing: Spacing.sm) {
            Capsule()
                .fill(Palette.surface(surface))
                .frame(width: 4, height: 28)
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(title)
                    .font(Typography.title)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct EmptyStateView: View {
    let message: String?

    var body: some View {
        ContentUnavailableView {
            Label("No matches", systemImage: "tennisball")
        } description: {
            if let message {
                Text(message)
            }
        }
    }
}

struct TournamentInfoView: View {
    let tournament: Tournament

    var body: some View {
        let formatter: DateIntervalFormatter = {
            let f = DateIntervalFormatter()
            f.dateStyle = .medium
            f.timeStyle = .none
            return f
        }()
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(tournament.name)
                .font(Typography.title)
            Text(formatter.string(from: tournament.startDate, to: tournament.endDate))
                .foregroundStyle(.secondary)
            Text(tournament.city)
        }
        .cardStyle()
    }
}

struct LiveNowStrip: View {
    let matches: [MatchItem]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Spacing.md) {
                ForEach(matches) { match in
                    tile(for: match)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: Spacing.md)
                        .scrollTransition { content, phase in
                            content.opacity(1 - abs(phase.value) * 0.4)
                        }
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal, Spacing.lg)
        }
        .scrollTargetBehavior(.viewAligned)
        .animation(.easeInOut(duration: 2.5), value: matches)
    }

    private func tile(for match: MatchItem) -> AnyView {
        if let banner = match.bannerText {
            return AnyView(
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(banner)
                        .font(.caption.weight(.semibold))
                    Text(match.scoreLine)
                        .monospacedDigit()
                }
                .cardStyle()
            )
        }
        return AnyView(MatchRowView(match: match))
    }
}
