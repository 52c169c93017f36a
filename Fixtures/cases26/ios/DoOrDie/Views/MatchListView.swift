import SwiftUI

struct MatchListView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var showingSettings = false
    @State private var selectedLeague: String?

    var body: some View {
        NavigationStack {
            List {
                ForEach(matchService.schedule, id: \.leagueName) { group in
                    Section(group.leagueName) {
                        ForEach(group.matches, id: \.matchID) { item in
                            NavigationLink(value: item.matchID) {
                                row(for: item)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Matches")
            .navigationDestination(for: String.self) { matchId in
                MatchDetailView(matchId: matchId)
            }
            .toolbar {
                Button("Settings", systemImage: "gearshape") { showingSettings = true }
            }
            .sheet(isPresented: $showingSettings) { SettingsView() }
            .refreshable { await matchService.loadSchedule() }
            .task { await matchService.loadSchedule() }
            .overlay {
                if matchService.schedule.isEmpty {
                    ContentUnavailableView("No matches today", systemImage: "calendar")
                }
            }
        }
    }

    private func row(for item: MatchItem) -> some View {
        HStack(spacing: Theme.Spacing.s) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                Text(item.title)
                    .font(.headline)
                Text(item.kickoffText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(item.scoreText)
                    .font(.title3.monospacedDigit())
                let parts = item.scoreText.components(separatedBy: "-")
                if parts.count == 2, let home = Int(parts[0].trimmingCharacters(in: .whitespaces)), let away = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                    Text("Lead \(abs(home - away))")
                        .font(.caption2)
                }
                if item.statusText == "FT" {
                    Text("Full time")
                        .font(.caption2)
                } else {
                    Text(item.statusText)
                        .font(.caption2)
                }
            }
            if followService.followedMatchIds.contains(item.matchID) {
                Image(systemName: "bell.fill")
                    .foregroundColor(.orange)
            }
        }
        .padding(.vertical, Theme.Spacing.xs)
    }
}

#Preview {
    MatchListView()
}
