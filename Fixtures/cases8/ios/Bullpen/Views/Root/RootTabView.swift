import SwiftUI

struct RootTabView: View {
    @State private var selection: Tab = .scores

    enum Tab: Hashable {
        case scores, standings, settings
    }

    var body: some View {
        TabView(selection: $selection) {
            ScoreboardView()
                .tabItem { Label("Scores", systemImage: "baseball") }
                .tag(Tab.scores)
            StandingsView()
                .tabItem { Label("Standings", systemImage: "list.number") }
                .tag(Tab.standings)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Theme.Colors.field)
    }
}
