import SwiftUI

struct RootTabView: View {
    @State private var settings = UserSettings()

    var body: some View {
        TabView {
            RaceHubView()
                .tabItem { Label("Races", systemImage: "flag.checkered") }
            NavigationStack { StandingsView() }
                .tabItem { Label("Standings", systemImage: "list.number") }
            NavigationStack { SettingsView(settings: settings) }
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
