import SwiftUI

@main
struct DoOrDieApp: App {
    @State private var matchService = RealMatchService(client: .production)
    @State private var followService = RealFollowService(client: .production)
    @State private var liveActivityService = RealLiveActivityService(client: .production)
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            MatchListView()
                .environment(\.matchService, matchService)
                .environment(\.followService, followService)
                .environment(\.liveActivityService, liveActivityService)
                .tint(AppColors.mat)
                .onOpenURL { url in
                    liveActivityService.handleDeepLink(url)
                }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await liveActivityService.retryPendingTokens() }
            }
        }
    }
}

extension APIClient {
    static let production = APIClient(
        // umpire:disable-next-line force-unwrap -- constant URL literal
        baseURL: URL(string: "https://api.doordie.app")!,
        session: .shared
    )
}
