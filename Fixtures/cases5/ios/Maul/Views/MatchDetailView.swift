import SwiftUI

struct MatchDetailView: View {
    let matchId: String

    @Environment(\.matchService) private var matchService
    @State private var match: Match?
    @State private var lineups: Lineups?
    @State private var selectedTab = 0

    var body: some View {
        VStack(spacing: 0) {
            if let match {
                ScoreHeaderView(match: match)
                Picker("Section", selection: $selectedTab) {
                    Text("Timeline").tag(0)
                    Text("Line-ups").tag(1)
                }
                .pickerStyle(.segmented)
                .padding(Theme.Spacing.l)

                TabView(selection: $selectedTab) {
                    MatchTimelineView(events: match.events ?? []).tag(0)
                    LineupList(lineups: lineups).tag(1)
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
            } else {
                ProgressView()
            }
        }
        .navigationTitle(match?.display.headline ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            Task {
                match = try? await matchService.match(id: matchId)
            }
        }
        .task(id: matchId) {
            let url = URL(string: "https://api.maul.app/v1/matches/\(matchId)/lineups")!
            lineups = try? JSONDecoder().decode(Lineups.self, from: await URLSession.shared.data(from: url).0)
        }
    }
}

struct Lineups: Codable, Hashable, Sendable {
    let home: [Player]
    let away: [Player]

    struct Player: Codable, Hashable, Sendable {
        let shirt: String
        let name: String
        let positionLabel: String
    }
}

private struct LineupList: View {
    let lineups: Lineups?

    var body: some View {
        List {
            if let lineups {
                Section(header: Text("Home")) {
                    ForEach(lineups.home, id: \.shirt) { player in
                        LabeledContent(player.name, value: player.positionLabel)
                    }
                }
                Section(header: Text("Away")) {
                    ForEach(lineups.away, id: \.shirt) { player in
                        LabeledContent(player.name, value: player.positionLabel)
                    }
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: PreviewData.crusadersBluesMatch.matchId)
    }
}
