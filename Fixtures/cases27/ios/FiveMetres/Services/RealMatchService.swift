import Foundation
import SwiftUI

@Observable @MainActor
final class RealMatchService: MatchService {
    private let api: any APIClient
    private var scenePhase: ScenePhase = .active

    init(api: any APIClient) {
        self.api = api
    }

    func sceneDidChange(to phase: ScenePhase) {
        scenePhase = phase
    }

    func match(id: String) async throws -> Match {
        try await api.request(.match(id: id))
    }

    func events(matchId: String) async throws -> [MatchEvent] {
        guard scenePhase == .active else { return [] }
        return try await api.request(.events(matchId: matchId))
    }
}
