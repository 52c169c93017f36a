import Foundation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func startActivity(for item: MatchItem) async throws {
        activeMatchIds.insert(item.matchId)
    }

    func endActivity(matchId: String) async {
        activeMatchIds.remove(matchId)
    }
}
