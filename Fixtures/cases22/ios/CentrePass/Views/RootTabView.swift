import SwiftUI

struct RootTabView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack { FixturesView() }
                .tabItem { Label("Fixtures", systemImage: "sportscourt") }
                .tag(0)
            NavigationStack { LadderView(competition: "snm") }
                .tabItem { Label("Ladder", systemImage: "list.number") }
                .tag(1)
            NavigationStack { TournamentDrawView(drawId: "nwc-2027") }
                .tabItem { Label("Draw", systemImage: "trophy") }
                .tag(2)
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(3)
        }
    }
}
