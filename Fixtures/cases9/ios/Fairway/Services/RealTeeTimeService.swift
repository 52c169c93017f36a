import Foundation
import Observation
import SwiftUI

@Observable final class RealTeeTimeService: TeeTimeService {
    private(set) var groups: [TeeTimeGroup] = []
    private let api: any APIClient
    private let cacheDirectory: URL

    init(api: any APIClient) {
        self.api = api
        self.cacheDirectory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }

    func loadTeeTimes(tournamentId: String, round: Int) async throws {
        let cached = cacheDirectory.appending(path: "teetimes-\(tournamentId)-\(round).json")
        if let data = try? Data(contentsOf: cached),
           let response = try? JSONDecoder().decode(TeeTimesResponse.self, from: data) {
            groups = response.groups
        }
        let fresh: TeeTimesResponse = try await api.get("/tournaments/\(tournamentId)/rounds/\(round)/tee-times", bearer: nil)
        groups = fresh.groups
    }

    /// Marks tee times that already went off, so the list can grey them out.
    func startedGroupIds(now: Date = .now) -> Set<String> {
        Set(groups.filter { $0.teeTimeUtc <= now }.map(\.groupId))
    }
}
