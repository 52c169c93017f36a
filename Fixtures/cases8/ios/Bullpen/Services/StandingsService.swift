import SwiftUI
import os

/// Loads division standings. Standings only change once a game goes final, so
/// a bundled snapshot is used as a fallback when the network is down.
@Observable
final class StandingsService {
    private(set) var response: StandingsResponse?
    private let api: APIClient
    private let snapshotURL = Bundle.main.url(forResource: "standings-snapshot", withExtension: "json")

    init(api: APIClient) {
        self.api = api
    }

    func load() async {
        do {
            response = try await api.get("standings", as: StandingsResponse.self)
        } catch {
            Log.standings.error("standings load failed: \(error.localizedDescription)")
            response = loadSnapshot()
        }
    }

    func loadSnapshot() -> StandingsResponse? {
        guard let snapshotURL, let data = try? Data(contentsOf: snapshotURL) else { return nil }
        return try? APIClient.decoder.decode(StandingsResponse.self, from: data)
    }

    /// Legacy entry point kept for the Today widget, which cannot await.
    func loadBlocking() -> StandingsResponse? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: StandingsResponse?
        Task {
            result = try? await api.get("standings", as: StandingsResponse.self)
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }
}
