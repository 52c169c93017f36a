import SwiftUI

@main
struct BreakpointApp: App {
    @State private var feed: RealMatchFeedService
    @State private var liveActivities: RealLiveActivityService

    init() {
        let client = APIClient(
            baseURL: URL(string: "https://api.breakpoint.app")!,
            session: .shared,
            tokenProvider: { await AuthTokenCache.shared.current() }
        )
        let feed = RealMatchFeedService(client: client)
        _feed = State(initialValue: feed)
        _liveActivities = State(initialValue: RealLiveActivityService(client: client, feed: feed))
    }

    var body: some Scene {
        WindowGroup {
            MatchListView()
                .environment(\.matchFeedService, feed)
                .environment(\.liveActivityService, liveActivities)
                .task { await feed.startPolling() }
        }
    }
}

actor AuthTokenCache {
    static let shared = AuthTokenCache()
    private var token: String?

    func current() -> String? { token }
    func store(_ new: String) { token = new }
}
