import SwiftUI

struct LadderView: View {
    let competition: String
    @State private var entries: [LadderEntry] = []
    @State private var errorMessage: String?

    var body: some View {
        let ranked = entries.sorted { lhs, rhs in
            if lhs.points != rhs.points { return lhs.points > rhs.points }
            let lhsPct = Double(lhs.goalsFor) / Double(max(lhs.goalsAgainst, 1))
            let rhsPct = Double(rhs.goalsFor) / Double(max(rhs.goalsAgainst, 1))
            return lhsPct > rhsPct
        }
        List {
            ForEach(Array(ranked.enumerated()), id: \.element.id) { index, entry in
                LadderRowView(entry: entry, rank: index + 1)
                if entry.isFinalsLine {
                    Divider().overlay(Theme.Colors.bibGold)
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("Ladder")
        .task {
            await load()
        }
    }

    private func load() async {
        do {
            let url = URL(string: "https://api.centrepass.app/v1/ladder/\(competition)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            entries = try JSONDecoder.api.decode([LadderEntry].self, from: data)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
