import SwiftUI

struct RootTabView: View {
    enum Tab: Hashable {
        case races, following, settings
    }

    @State private var selection: Tab = .races

    var body: some View {
        TabView(selection: $selection) {
            RaceListView()
                .tabItem { Label("Races", systemImage: "flag.checkered") }
                .tag(Tab.races)
            FollowingView()
                .tabItem { Label("Following", systemImage: "bell") }
                .tag(Tab.following)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    RootTabView()
}
