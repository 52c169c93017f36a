import Foundation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var fixtures: [RoundGroup] = PreviewFixtures.rounds
    var liveMatches: [MatchItem] = PreviewFixtures.live
    var lastError: APIError?

    func loadFixtures(competition: String) async {}

    func refreshLive() async {
        try? await Task.sleep(for: .milliseconds(200))
    }

    func match(id: String) async throws -> Match {
        PreviewFixtures.match
    }

    func playerStats(matchId: String) async throws -> [PlayerStat] {
        PreviewFixtures.players
    }
}
