import Foundation
import Observation
import os

@Observable
@MainActor
final class RealScheduleService: ScheduleService {
    private(set) var groups: [LeagueGroup] = []

    private let apiClient: any APIClient
    private let logger = Logger(subsystem: "app.sightscreen", category: "Schedule")

    init(apiClient: any APIClient) {
        self.apiClient = apiClient
    }

    func refresh() async {
        do {
            groups = try await apiClient.schedule().groups
        } catch {
            logger.error("Schedule refresh failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
