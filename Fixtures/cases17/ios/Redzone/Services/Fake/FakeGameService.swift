import Foundation
import Observation

@Observable
@MainActor
final class FakeGameService: GameService {
    var stubbedGame: Game = .preview

    func game(id: String) async throws -> Game { stubbedGame }
}
