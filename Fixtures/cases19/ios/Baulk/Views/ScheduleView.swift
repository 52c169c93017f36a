import SwiftUI

struct ScheduleView: View {
    @Environment(\.matchService) private var matchService
    @State private var groups: [TournamentGroup] = []
    @State private var searchText = ""
    @State private var isLoading = false

    var body: some View {
        NavigationStack {
            List {
                if groups.isEmpty && !isLoading {
                    ContentUnavailableView("No matches today", systemImage: "calendar",
                                           description: Text("Pull to refresh or check back when play starts."))
                }
                ForEach(filteredGroups, id: \.tournamentId) { group in
                    Section(group.headerText) {
                        ForEach(group.matches, id: \.matchId) { match in
                            NavigationLink(value: match) {
                                MatchRow(match: match)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Schedule")
            .searchable(text: $searchText, prompt: "Search players")
            .navigationDestination(for: MatchItem.self) { MatchDetailView(match: $0) }
            .refreshable { await load() }
            .task { await load() }
        }
    }

    private var filteredGroups: [TournamentGroup] {
        guard !searchText.isEmpty else { return groups }
        return groups.map { group in
            TournamentGroup(tournamentId: group.tournamentId,
                            headerText: group.headerText,
                            matches: group.matches.filter {
                                $0.player1.name.localizedCaseInsensitiveContains(searchText)
                                    || $0.player2.name.localizedCaseInsensitiveContains(searchText)
                            })
        }
    }

    private func load() async {
        isLoading = true
        defer { isLoading = false }
        groups = (try? await matchService.schedule().groups) ?? []
    }
}

struct MatchRow: View {
    let match: MatchItem

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
                Text(match.displayState.headline)
                    .font(.headline)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            statusBadge
        }
    }

    private var subtitle: String {
        switch match.status {
        case .scheduled:
            return match.startTime.formatted(date: .omitted, time: .shortened)
        case .live, .interval:
            return match.displayState.scoreline
        case .betweenSessions:
            return "Resumes next session"
        case .concluded:
            return "\(match.framesWon1)–\(match.framesWon2)"
        case .walkover:
            return "Walkover"
        }
    }

    @ViewBuilder
    private var statusBadge: some View {
        if match.status == .live {
            Text("LIVE")
                .font(.caption2.bold())
                .padding(.horizontal, Theme.Spacing.badge)
                .background(Capsule().fill(Theme.Colors.liveRed))
        } else if match.status == .interval {
            Text("Mid-session interval")
                .font(.caption2)
        }
    }
}

#Preview {
    ScheduleView()
}
