import SwiftUI

struct RootTabView: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack { MatchListView() }
                .tabItem { Label("Live", systemImage: "dot.radiowaves.left.and.right") }
                .tag(0)
            NavigationStack { ScheduleView() }
                .tabItem { Label("Schedule", systemImage: "calendar") }
                .tag(1)
            NavigationStack { StandingsView(leagueId: "vnl-men") }
                .tabItem { Label("Standings", systemImage: "list.number") }
                .tag(2)
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(3)
        }
        .tint(AppColors.court)
    }
}

#Preview {
    RootTabView()
}
