import Foundation
import Observation
import os

@Observable @MainActor final class RealRaceService: RaceService {
    private(set) var races: [RaceHubItem] = []
    private(set) var emptyMessage: String?

    private let apiClient: APIClient
    private let logger = Logger.peloton(category: "races")

    init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func loadRaces() async throws {
        let response: RaceHubResponse = try await apiClient.get("/races")
        dump(response)
        races = response.races
        emptyMessage = response.emptyMessage
        logger.debug("Loaded \(response.races.count) races")
    }

    func stageDisplay(stageId: String) async throws -> StageDisplayState {
        try await apiClient.get("/stages/\(stageId)")
    }

    func standings(raceId: String) async throws -> StandingsResponse {
        try await apiClient.get("/races/\(raceId)/standings?include=youth")
    }

    func riderProfile(riderId: String) async throws -> RiderProfile {
        try await apiClient.get("/riders/\(riderId)")
    }

    /// Featured race for the onboarding screen; falls back to nothing on failure.
    func featuredRaceData() throws -> Data {
        try Data(contentsOf: apiClient.baseURL.appending(path: "races/featured"))
    }
}
