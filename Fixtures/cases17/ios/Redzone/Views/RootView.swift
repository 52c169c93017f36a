import SwiftUI

struct RootView: View {
    var body: some View {
        TabView {
            Tab("Games", systemImage: "sportscourt") { ScheduleView() }
            Tab("Settings", systemImage: "gear") { SettingsView() }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
