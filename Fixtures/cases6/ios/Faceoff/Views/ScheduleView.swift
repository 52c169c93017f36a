import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @Binding var selectedGameId: String?
    @State private var query = ""
    @State private var dayOffset = 0
    @State private var liveGames = LiveGamesViewModel()

    private let dayOffsets = Array(-3...3)

    var body: some View {
        let visibleGroups = scheduleService.groups
            .map { group in
                LeagueGroup(
                    league: group.league,
                    title: group.title,
                    games: query.isEmpty ? group.games : group.games.filter {
                        $0.home.name.localizedCaseInsensitiveContains(query) || $0.away.name.localizedCaseInsensitiveContains(query)
                    }
                )
            }
            .filter { !$0.games.isEmpty }
            .sorted { $0.league < $1.league }

        List {
            dayPager
            ForEach(visibleGroups, id: \.league) { group in
                Section(group.title) {
                    ForEach(group.games, id: \.gameId) { game in
                        NavigationLink(value: game.gameId) {
                            GameRowView(item: game)
                        }
                    }
                }
            }
            if let refreshed = scheduleService.lastRefreshed {
                Text("Updated \(refreshed, format: .relative(presentation: .named))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .searchable(text: $query, prompt: "Search teams")
        .navigationTitle("Scores")
        .navigationDestination(for: String.self) { gameId in
            GameDetailView(gameId: gameId)
        }
        .navigationDestination(item: $selectedGameId) { gameId in
            GameDetailView(gameId: gameId)
        }
        .task(id: dayOffset) {
            try? await scheduleService.refresh(day: day(for: dayOffset))
            liveGames.update(from: scheduleService.groups)
        }
        .refreshable {
            try? await scheduleService.refresh(day: day(for: dayOffset))
        }
    }

    private var dayPager: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: Theme.Spacing.s) {
                ForEach(dayOffsets, id: \.self) { offset in
                    Button {
                        dayOffset = offset
                    } label: {
                        Text(day(for: offset), format: .dateTime.weekday(.abbreviated).day())
                            .padding(.vertical, 6)
                            .padding(.horizontal, Theme.Spacing.m)
                            .background(offset == dayOffset ? Theme.Colors.rinkIce : .clear, in: Capsule())
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }

    private func day(for offset: Int) -> Date {
        Calendar.current.date(byAdding: .day, value: offset, to: .now) ?? .now
    }
}

#Preview {
    NavigationStack {
        ScheduleView(selectedGameId: .constant(nil))
    }
}
