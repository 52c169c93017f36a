import Foundation
import Observation
import SwiftUI

@Observable @MainActor
final class FakeNotificationPreferencesService: NotificationPreferencesService {
    private(set) var mutedRaceIds: Set<String> = []

    func setMuted(_ muted: Bool, raceId: String) async throws {
        if muted { mutedRaceIds.insert(raceId) } else { mutedRaceIds.remove(raceId) }
    }

    func sync(on phase: ScenePhase) async {}
}
