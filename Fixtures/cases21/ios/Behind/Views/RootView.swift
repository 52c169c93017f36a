import SwiftUI

struct RootView: View {
    @Environment(\.matchService) private var matchService
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var selectedTab: Tab = .fixtures
    @State private var showingOnboarding = false

    enum Tab: Hashable {
        case fixtures, following, ladder, settings
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            FixturesView()
                .tabItem { Label("Fixtures", systemImage: "calendar") }
                .tag(Tab.fixtures)
            FollowingView()
                .tabItem { Label("Following", systemImage: "bell") }
                .tag(Tab.following)
            NavigationStack {
                LadderView(viewModel: LadderViewModel(competition: "AFL"))
            }
            .tabItem { Label("Ladder", systemImage: "list.number") }
            .tag(Tab.ladder)
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Theme.Palette.sherrin)
        .fullScreenCover(isPresented: $showingOnboarding) {
            OnboardingView(isPresented: $showingOnboarding)
        }
        .onAppear {
            showingOnboarding = !hasOnboarded
        }
    }
}
