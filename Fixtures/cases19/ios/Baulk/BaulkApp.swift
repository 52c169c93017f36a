import SwiftUI

@main
struct BaulkApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var liveActivityService: RealLiveActivityService
    @State private var matchService: RealMatchService
    @State private var rankingsService: RealRankingsService
    @State private var syncService: RealSyncService
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    init() {
        let api = APIClient.shared
        let liveActivities = RealLiveActivityService(api: api)
        _liveActivityService = State(initialValue: liveActivities)
        _matchService = State(initialValue: RealMatchService(api: api))
        _rankingsService = State(initialValue: RealRankingsService(api: api))
        _syncService = State(initialValue: RealSyncService(liveActivities: liveActivities))
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                ScheduleView()
                    .tabItem { Label("Schedule", systemImage: "calendar") }
                NavigationStack { RankingsView() }
                    .tabItem { Label("Rankings", systemImage: "list.number") }
                NavigationStack { SettingsView() }
                    .tabItem { Label("Settings", systemImage: "gearshape") }
            }
            .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
                OnboardingView(isPresented: Binding(get: { !hasSeenOnboarding }, set: { hasSeenOnboarding = !$0 }))
            }
            .environment(\.liveActivityService, liveActivityService)
            .environment(\.matchService, matchService)
            .environment(\.rankingsService, rankingsService)
            .environment(\.syncService, syncService)
            .task { await liveActivityService.restoreExistingActivities() }
            .onChange(of: scenePhase) { _, phase in
                Task { await syncService.handle(phase) }
            }
        }
    }
}
