import SwiftUI

struct LiveNowView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var games: [Fixture] = []
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(games) { game in
                NavigationLink(value: game) {
                    HStack {
                        MatchRowView(game: game)
                        Text(game.isLive ? "LIVE" : "FT")
                            .font(Theme.Typeface.caption.weight(.heavy))
                            .foregroundStyle(game.isLive ? Theme.Palette.live : .secondary)
                    }
                }
            }
            .navigationTitle("Live")
            .navigationDestination(for: Fixture.self) { fixture in
                FixtureDetailView(fixture: fixture)
            }
            .overlay {
                if games.isEmpty {
                    ContentUnavailableView("Nothing live", systemImage: "moon.zzz")
                }
            }
            .task {
                games = (try? await scheduleService.liveNow()) ?? []
            }
        }
    }
}
