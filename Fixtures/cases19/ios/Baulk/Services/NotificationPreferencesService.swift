import Foundation
import Observation

/// Which alerts the user wants: centuries, maximums, frame-ball, match result.
@Observable
@MainActor
final class NotificationPreferencesService {
    private let api: any APIClientProtocol
    private(set) var wantsCenturyAlerts = true

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func setCenturyAlerts(_ enabled: Bool) async throws {
        try await api.post("/user/preferences", body: ["centuries": enabled])
        wantsCenturyAlerts = enabled
    }
}
