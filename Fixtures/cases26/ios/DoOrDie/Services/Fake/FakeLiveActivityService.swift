import Foundation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func startActivity(for match: Match) async {
        activeMatchIds.insert(match.matchId)
    }

    func endActivity(matchId: String) async {
        activeMatchIds.remove(matchId)
    }

    func retryPendingTokens() async {}

    func handleDeepLink(_ url: URL) {}
}
