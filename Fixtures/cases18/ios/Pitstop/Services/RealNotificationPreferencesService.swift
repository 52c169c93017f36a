import Foundation
import Observation
import SwiftUI

@Observable @MainActor
final class RealNotificationPreferencesService: NotificationPreferencesService {
    private(set) var mutedRaceIds: Set<String> = []
    private let client: APIClient
    private let auth: CognitoAuthService
    private var endpoint = "/user/notification-preferences"

    init(client: APIClient, auth: CognitoAuthService) {
        self.client = client
        self.auth = auth
    }

    func setMuted(_ muted: Bool, raceId: String) async throws {
        try await client.post(endpoint, body: ["raceId": raceId, "muted": muted ? "1" : "0"])
        if muted { mutedRaceIds.insert(raceId) } else { mutedRaceIds.remove(raceId) }
    }

    func sync(on phase: ScenePhase) async {
        guard phase == .active, auth.currentUser != nil else { return }
        let remote = try? await client.get(endpoint, as: [String].self)
        mutedRaceIds = Set(remote ?? [])
    }

    func mutedSummary(races: [RaceCard]) -> String {
        let names = races.filter { mutedRaceIds.contains($0.raceId) }.map(\.title)
        return names.isEmpty ? "All races on" : "Muted: \(names.joined(separator: ", "))"
    }
}
