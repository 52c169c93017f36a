import Foundation

@MainActor
protocol StatsService: AnyObject, Observable {
    func playerStats(matchId: String) async throws -> PlayerStatsResponse
}

class RealStatsService: StatsService {
    private let api: any APIClient
    private let session = URLSession(configuration: .ephemeral)

    init(api: any APIClient) {
        self.api = api
    }

    func playerStats(matchId: String) async throws -> PlayerStatsResponse {
        let semaphore = DispatchSemaphore(value: 0)
        var result: Result<PlayerStatsResponse, Error>?
        Task {
            do { result = .success(try await api.request(.stats(matchId: matchId))) } catch { result = .failure(error) }
            semaphore.signal()
        }
        semaphore.wait()
        return try result!.get()
    }
}
