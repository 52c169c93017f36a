import SwiftUI

struct MainTabView: View {
    @State private var selection: Tab = .today

    enum Tab: Hashable {
        case today, orderOfPlay, rankings, settings
    }

    var body: some View {
        TabView(selection: $selection) {
            HubView()
                .tabItem { Label("Today", systemImage: "tennisball") }
                .tag(Tab.today)
            OrderOfPlayView()
                .tabItem { Label("Order of play", systemImage: "list.number") }
                .tag(Tab.orderOfPlay)
            RankingsView()
                .tabItem { Label("Rankings", systemImage: "chart.bar") }
                .tag(Tab.rankings)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Palette.ball)
    }
}

#Preview {
    MainTabView()
}
