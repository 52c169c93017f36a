import SwiftUI

private struct RankingsView: View {
    @State private var model = RankingsViewModel()
    @State private var category = "mens_singles"

    var body: some View {
        List {
            Picker("Category", selection: $category) {
                Text("Men's singles").tag("mens_singles")
                Text("Women's singles").tag("womens_singles")
            }
            .pickerStyle(.segmented)
            ForEach(model.entries.prefix(20), id: \.playerId) { entry in
                RankingRow(entry: entry, leaderPoints: model.entries.first?.points ?? 0)
            }
        }
        .navigationTitle(model.weekLabel)
        .task(id: category) { await model.load(category: category) }
    }
}

struct RankingsScreen: View {
    var body: some View {
        NavigationStack { RankingsView() }
    }
}
