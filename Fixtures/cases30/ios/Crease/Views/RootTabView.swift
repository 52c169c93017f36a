import SwiftUI

struct RootTabView: View {
    @State private var selection: RootTab = .schedule

    var body: some View {
        TabView(selection: $selection) {
            ScheduleView()
                .tabItem { Label("Games", systemImage: "sportscourt") }
                .tag(RootTab.schedule)
            StandingsView(league: "PLL")
                .tabItem { Label("Standings", systemImage: "list.number") }
                .tag(RootTab.standings)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(RootTab.settings)
        }
        .tint(Theme.Palette.creaseOrange)
    }
}

enum RootTab: Hashable {
    case schedule, standings, settings
}
