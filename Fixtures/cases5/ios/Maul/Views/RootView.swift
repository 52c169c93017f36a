import SwiftUI

struct RootView: View {
    @State private var selection: Tab = .fixtures

    enum Tab: Hashable {
        case fixtures
        case settings
    }

    var body: some View {
        TabView(selection: $selection) {
            HubView()
                .tabItem { Label("Fixtures", systemImage: "sportscourt") }
                .tag(Tab.fixtures)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Theme.Colors.accent)
    }
}

#Preview {
    RootView()
}
