import SwiftUI

struct RootTabView: View {
    var body: some View {
        TabView {
            ScheduleView()
                .tabItem { Label("Schedule", systemImage: "calendar") }
            StandingsView()
                .tabItem { Label("Standings", systemImage: "trophy") }
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .tint(Theme.Colors.accent)
    }
}
