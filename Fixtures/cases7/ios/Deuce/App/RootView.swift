import SwiftUI

struct RootView: View {
    @Environment(DeepLinkRouter.self) private var router
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        @Bindable var router = router
        TabView(selection: $router.selectedTab) {
            ScoresView()
                .tabItem { Label("Scores", systemImage: "tennisball") }
                .tag(AppTab.scores)
            RankingsView()
                .tabItem { Label("Rankings", systemImage: "list.number") }
                .tag(AppTab.rankings)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(AppTab.settings)
        }
        .tint(Theme.Colors.ball)
        .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
            OnboardingView { hasSeenOnboarding = true }
        }
    }
}
