import SwiftUI

struct MatchListView: View {
    @Environment(\.matchFeedService) private var feed
    @State private var showsOnlyLive = false
    @State private var selectedMatch: MatchItem?

    var body: some View {
        let grouped = Dictionary(grouping: feed.tournaments.flatMap(\.matches), by: \.courtLabel)
            .sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }

        NavigationStack {
            List {
                if feed.tournaments.isEmpty {
                    ContentUnavailableView("No matches today", systemImage: "tennisball", description: Text("Pull to refresh when play starts."))
                }
                ForEach(feed.tournaments, id: \.tournamentId) { group in
                    Section(group.header) {
                        ForEach(group.matches.filter { !showsOnlyLive || $0.isLive }, id: \.matchId) { item in
                            MatchRowView(item: item)
                                .onTapGesture { selectedMatch = item }
                        }
                    }
                }
                Section("By court") {
                    ForEach(grouped, id: \.key) { court, matches in
                        LabeledContent(court, value: matches.first?.statusText ?? "")
                    }
                }
            }
            .navigationTitle("Today")
            .toolbar {
                Toggle("Live only", isOn: $showsOnlyLive)
                    .toggleStyle(.button)
            }
            .refreshable { await feed.refresh() }
            .sheet(item: $selectedMatch) { item in
                MatchDetailView(matchId: item.matchId)
            }
        }
        .onAppear {
            Task { await feed.refresh() }
        }
    }
}

extension MatchItem: Identifiable {
    var id: String { matchId }
}

#Preview {
    MatchListView()
}
