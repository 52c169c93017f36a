import SwiftUI

@main
struct EdgeBallApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var matchService: RealMatchService
    @State private var followService: RealFollowService
    @State private var liveActivityService: RealLiveActivityService
    @State private var settingsService = RealSettingsService()

    init() {
        let api = APIClient(baseURL: URL(string: "https://api.edgeball.app")!) { await TokenStore.shared.idToken() }
        let follow = RealFollowService(api: api)
        _matchService = State(initialValue: RealMatchService(api: api))
        _followService = State(initialValue: follow)
        _liveActivityService = State(initialValue: RealLiveActivityService(api: api, followService: follow))
    }

    var body: some Scene {
        WindowGroup {
            MainTabs()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .environment(\.settingsService, settingsService)
                .tint(Theme.Palette.tableBlue)
                .onOpenURL { url in
                    let focus = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "focus" }?.value
                    let parts = url.pathComponents
                    debugPrint("open url", parts, focus ?? "-")
                }
        }
        .onChange(of: scenePhase) { _, phase in
            Task { await followService.handle(phase) }
        }
    }
}

actor TokenStore {
    static let shared = TokenStore()
    private var cached: String?

    func idToken() -> String? { cached }
    func set(_ token: String?) { cached = token }
}
