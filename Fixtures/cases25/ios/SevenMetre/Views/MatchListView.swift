import SwiftUI

struct MatchListView: View {
    @Environment(\.matchService) private var matchService
    @State private var viewModel = MatchListViewModel()
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(viewModel.groups, id: \.competitionCode) { group in
                Section(group.competitionName) {
                    ForEach(group.matches.filter { searchText.isEmpty || $0.homeName.localizedCaseInsensitiveContains(searchText) }, id: \.matchID) { item in
                        NavigationLink(value: item.matchID) {
                            row(item)
                        }
                    }
                }
            }
        }
        .searchable(text: $searchText, prompt: "Search teams")
        .navigationTitle("Fixtures")
        .task { await viewModel.load(using: matchService) }
        .refreshable { await viewModel.load(using: matchService) }
    }

    private func row(_ item: MatchItem) -> some View {
        let parts = item.scoreline.components(separatedBy: "–")
        let homeGoals = Int(parts.first ?? "") ?? 0
        return HStack {
            VStack(alignment: .leading) {
                Text(item.homeName)
                    .fontWeight(homeGoals > 0 ? .bold : .regular)
                Text(item.awayName)
            }
            Spacer()
            if item.isLive {
                LivePill()
            }
            Text(item.isLive ? item.scoreline : item.kickoffLabel)
                .monospacedDigit()
        }
        .padding(.vertical, Theme.Spacing.xs)
    }
}

private struct LivePill: View {
    var body: some View {
        Text("LIVE")
            .font(.caption2.bold())
            .padding(.horizontal, 6)
            .background(Capsule().fill(Color(red: 0.86, green: 0.1, blue: 0.12)))
    }
}

#Preview {
    NavigationStack { MatchListView() }
}
