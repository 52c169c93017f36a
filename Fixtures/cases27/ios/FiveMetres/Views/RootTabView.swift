import SwiftUI

struct RootTabView: View {
    @State private var selection = Tab.schedule

    enum Tab: Hashable { case schedule, following, settings }

    var body: some View {
        TabView(selection: $selection) {
            ScheduleView()
                .tabItem { Label("Fixtures", systemImage: "calendar") }
                .tag(Tab.schedule)
            FollowingView()
                .tabItem { Label("Following", systemImage: "star") }
                .tag(Tab.following)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
