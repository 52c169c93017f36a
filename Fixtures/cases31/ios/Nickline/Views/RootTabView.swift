import SwiftUI

struct RootTabView: View {
    @State private var tab: Tab = .today

    enum Tab: Hashable { case today, following, rankings, settings }

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack { TournamentDayView() }
                .tabItem { Label("Today", systemImage: "calendar") }
                .tag(Tab.today)
            NavigationStack { FollowingListView() }
                .tabItem { Label("Following", systemImage: "star") }
                .tag(Tab.following)
            NavigationStack { RankingsView() }
                .tabItem { Label("Rankings", systemImage: "list.number") }
                .tag(Tab.rankings)
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
