import SwiftUI

struct RootView: View {
    @State private var selection: RootTab = .live
    @State private var showingSettings = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Live", systemImage: "dot.radiowaves.left.and.right", value: RootTab.live) {
                LiveNowView()
            }
            Tab("Fixtures", systemImage: "calendar", value: RootTab.fixtures) {
                ScheduleView()
            }
            Tab("Following", systemImage: "star", value: RootTab.following) {
                FollowingView()
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .sheet(isPresented: $showingSettings) {
            SettingsView()
        }
        .onOpenURL { url in
            if let route = DeepLink(url: url) {
                selection = route.tab
            }
        }
    }
}

enum RootTab: Hashable {
    case live
    case fixtures
    case following
}
