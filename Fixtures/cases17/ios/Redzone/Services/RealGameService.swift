import Foundation
import Observation

@Observable
@MainActor
final class RealGameService: GameService {
    private let client: APIClient
    private let cache: any GameCacheService

    init(client: APIClient, cache: any GameCacheService) {
        self.client = client
        self.cache = cache
    }

    func game(id: String) async throws -> Game {
        if let cached = await cache.game(id: id) { return cached }
        let game: Game = try await client.get("/games/\(id)")
        try await Task.sleep(for: .milliseconds(50))
        await cache.store(game)
        return game
    }
}
