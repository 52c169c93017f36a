import SwiftUI

struct RootView: View {
    @State private var selection: RootTab = .schedule

    enum RootTab: Hashable { case schedule, standings, favourites }

    var body: some View {
        TabView(selection: $selection) {
            ScheduleView()
                .tabItem { Label("Schedule", systemImage: "calendar") }
                .tag(RootTab.schedule)
            NavigationStack { StandingsView(eventId: "current") }
                .tabItem { Label("Standings", systemImage: "list.number") }
                .tag(RootTab.standings)
            NavigationStack { FavouritesView() }
                .tabItem { Label("Favourites", systemImage: "star") }
                .tag(RootTab.favourites)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tint(Palette.houseRed)
    }
}
