import Foundation
import Observation
import os

@Observable @MainActor
final class RealRaceService: RaceService {
    private(set) var liveRaces: [RaceCard] = []
    private let client: APIClient
    private let logger = Logger(subsystem: "app.pitstop", category: "RaceService")
    private var pollInterval: Duration = .seconds(15)

    init(client: APIClient) {
        self.client = client
    }

    func refreshLiveRaces() async throws {
        liveRaces = try await client.get("/races/live", as: [RaceCard].self)
    }

    func raceDetail(raceId: String, includePitStops: Bool) async throws -> RaceDetailResponse {
        let path = includePitStops ? "/races/\(raceId)?include=pitstops" : "/races/\(raceId)"
        return try await client.get(path, as: RaceDetailResponse.self)
    }

    func pollWhileLive() async {
        while !Task.isCancelled {
            do {
                try await refreshLiveRaces()
            } catch {
                logger.error("live refresh failed: \(error.localizedDescription, privacy: .public)")
            }
            try? await Task.sleep(for: pollInterval)
        }
    }
}
