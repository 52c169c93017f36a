import SwiftUI

struct RootView: View {
    @Binding var selectedGameId: String?

    var body: some View {
        TabView {
            NavigationStack {
                ScheduleView(selectedGameId: $selectedGameId)
            }
            .tabItem { Label("Scores", systemImage: "hockey.puck") }

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
        }
    }
}

#Preview {
    RootView(selectedGameId: .constant(nil))
}
