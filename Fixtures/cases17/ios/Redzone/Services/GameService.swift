import SwiftUI

@MainActor
protocol GameService: AnyObject, Observable {
    func game(id: String) async throws -> Game
}

struct GameServiceKey: EnvironmentKey {
    static let defaultValue: any GameService = FakeGameService()
}

extension EnvironmentValues {
    var gameService: any GameService {
        get { self[GameServiceKey.self] }
        set { self[GameServiceKey.self] = newValue }
    }
}
