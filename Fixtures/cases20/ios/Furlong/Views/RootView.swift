import SwiftUI

struct RootView: View {
    @State private var selectedTab: Tab = .meetings
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    enum Tab: Hashable {
        case meetings, following, betSlip, settings
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            MeetingsView()
                .tabItem { Label("Racing", systemImage: "flag.checkered") }
                .tag(Tab.meetings)
            FollowingView()
                .tabItem { Label("Following", systemImage: "star") }
                .tag(Tab.following)
            BetSlipView()
                .tabItem { Label("Bet slip", systemImage: "list.bullet.rectangle") }
                .tag(Tab.betSlip)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .tabViewStyle(.sidebarAdaptable)
        .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
            OnboardingView { hasSeenOnboarding = true }
        }
    }
}
