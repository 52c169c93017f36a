import SwiftUI

struct TeamEventsTabs: View {
    let ties: [TeamTie]

    var body: some View {
        TabView {
            ForEach(ties, id: \.tieId) { tie in
                TeamTieView(tie: tie)
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

struct MainTabs: View {
    @State private var tab = "matches"

    var body: some View {
        TabView(selection: $tab) {
            MatchListView().tabItem { Label("Matches", systemImage: "sportscourt") }
            RankingsScreen().tabItem { Label("Rankings", systemImage: "list.number") }
            NavigationStack { SettingsView() }.tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
