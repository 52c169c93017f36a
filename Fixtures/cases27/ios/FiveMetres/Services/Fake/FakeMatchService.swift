import Foundation

@Observable @MainActor
final class FakeMatchService: MatchService {
    func match(id: String) async throws -> Match {
        try JSONDecoder.api.decode(Match.self, from: PreviewFixtures.matchJSON)
    }

    func events(matchId: String) async throws -> [MatchEvent] { [] }
}
