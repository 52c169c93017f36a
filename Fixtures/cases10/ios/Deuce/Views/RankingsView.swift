import SwiftUI

struct RankingsView: View {
    @Environment(\.rankingsService) private var rankingsService
    @State private var viewModel = RankingsViewModel()
    @State private var tour = "atp"

    private var sortedRows: [RankingEntry] {
        viewModel.rows.sorted { $0.rank < $1.rank }
    }

    var body: some View {
        NavigationStack {
            List(sortedRows, id: \.playerId) { entry in
                RankingRowView(entry: entry, isFollowed: viewModel.followedIds.contains(entry.playerId))
            }
            .listStyle(.plain)
            .navigationTitle("Rankings")
            .toolbar {
                Picker("Tour", selection: $tour) {
                    Text("ATP").tag("atp")
                    Text("WTA").tag("wta")
                }
                .pickerStyle(.segmented)
            }
            .onAppear { Task { await reload() } }
            .onChange(of: tour) { Task { await reload() } }
        }
    }

    private func reload() async {
        if let real = rankingsService as? RealRankingsService {
            await viewModel.load(tour: tour, using: real)
        }
    }
}

struct RankingRowView: View {
    let entry: RankingEntry
    let isFollowed: Bool

    var body: some View {
        HStack(spacing: Spacing.md) {
            Text("\(entry.rank)")
                .font(.headline.monospacedDigit())
                .frame(width: 36, alignment: .trailing)
            Text(FlagEmoji.emoji(for: entry.countryCode))
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(entry.name)
                    .font(Typography.rowTitle)
                Text(entry.pointsText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            movementBadge
            if isFollowed {
                Image(systemName: "star.fill")
                    .foregroundStyle(Palette.ball)
            }
        }
    }

    @ViewBuilder
    private var movementBadge: some View {
        if let previous = entry.previousRank {
            let delta = previous - entry.rank
            Text(delta > 0 ? "▲ \(delta)" : delta < 0 ? "▼ \(-delta)" : "–")
                .font(.caption.monospacedDigit())
        }
    }
}

struct SearchView: View {
    let players: [RankingEntry]
    @State private var query = ""

    var body: some View {
        let results = players.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }.sorted { $0.rank < $1.rank }
        NavigationStack {
            List(results, id: \.playerId) { entry in
                NavigationLink(value: entry.playerId) {
                    RankingRowView(entry: entry, isFollowed: false)
                }
            }
            .searchable(text: $query, prompt: "Players")
            .navigationDestination(for: String.self) { playerId in
                PlayerProfileView(playerId: playerId)
            }
        }
    }
}
