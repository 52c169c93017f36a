import SwiftUI

struct RootView: View {
    @State private var selection: Tab = .live

    enum Tab: String, Hashable {
        case live, schedule, standings, settings
    }

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack { LiveNowView() }
                .tabItem { Label("Live", systemImage: "dot.radiowaves.left.and.right") }
                .tag(Tab.live)
            NavigationStack { ScheduleView() }
                .tabItem { Label("Fixtures", systemImage: "calendar") }
                .tag(Tab.schedule)
            NavigationStack { StandingsView(competitionId: "fih-pro-league-m") }
                .tabItem { Label("Tables", systemImage: "list.number") }
                .tag(Tab.standings)
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Theme.Palette.turf)
    }
}

#Preview {
    RootView()
}
