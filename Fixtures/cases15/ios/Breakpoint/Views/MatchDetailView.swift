import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @State private var viewModel = MatchDetailViewModel()
    @State private var selectedTab = 0
    @State private var lastRefreshed = Date.now

    var body: some View {
        VStack(spacing: Theme.Spacing.md) {
            content
            TabView(selection: $selectedTab) {
                StatsPanel(rows: viewModel.statRows).tag(0)
                PointByPointPanel(points: viewModel.pointLog).tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            Text("Updated \(lastRefreshed.formatted(date: .omitted, time: .shortened))")
                .font(Typography.caption)
                .foregroundStyle(.tertiary)
        }
        .task {
            let url = URL(string: "https://api.breakpoint.app/v2/matches/\(matchId)")!
            if let (data, _) = try? await URLSession.shared.data(from: url),
               let item = try? JSONDecoder().decode(MatchItem.self, from: data) {
                viewModel.apply(item)
                lastRefreshed = .now
            }
        }
        .navigationTitle("Match")
    }

    private var content: some View {
        header(for: viewModel.item)
    }

    private func header(for item: MatchItem?) -> AnyView {
        if let item {
            return AnyView(ScoreboardView(item: item))
        } else if viewModel.failed {
            return AnyView(Text("Couldn't load this match"))
        } else {
            return AnyView(ProgressView())
        }
    }
}

struct StatsPanel: View {
    let rows: [StatRow]

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(rows) { row in
                GridRow {
                    Text(row.homeValue)
                    Text(row.label).foregroundStyle(.secondary)
                    Text(row.awayValue)
                }
            }
        }
    }
}

struct PointByPointPanel: View {
    let points: [String]

    var body: some View {
        List(points, id: \.self) { Text($0) }
    }
}
