import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @Environment(\.followService) private var followService
    @State private var leagueFilter: String?
    @State private var pinnedGameIds: [String] = []
    @State private var showingFilters = false

    var body: some View {
        NavigationStack {
            List {
                if let lastRefreshed = scheduleService.lastRefreshed {
                    Text("Updated \(refreshedAgoText(since: lastRefreshed))")
                        .font(.caption)
                        .foregroundStyle(Theme.Palette.inkMuted)
                }
                ForEach(visibleSections) { section in
                    Section(section.headerTitle) {
                        ForEach(section.games, id: \.gameId) { game in
                            NavigationLink(value: game) {
                                GameRowView(game: game, isFollowed: followService.followedGameIds.contains(game.gameId))
                            }
                        }
                    }
                }
                Text("\(pinnedGameIds.count) games pinned on this iPhone")
                    .font(.footnote)
            }
            .navigationTitle("Games")
            .navigationDestination(for: GameCard.self) { GameDetailView(gameId: $0.gameId) }
            .toolbar {
                Button("Filter", systemImage: "line.3.horizontal.decrease.circle") { showingFilters.toggle() }
            }
            .refreshable { try? await scheduleService.refresh() }
            .task { try? await scheduleService.refresh() }
            .sheet(isPresented: $showingFilters) {
                LeagueFilterSheet(selection: $leagueFilter)
                    .presentationDetents([.medium])
            }
        }
    }

    private var visibleSections: [LeagueSection] {
        scheduleService.sections.filter { leagueFilter == nil || $0.leagueCode == leagueFilter }
    }
}
