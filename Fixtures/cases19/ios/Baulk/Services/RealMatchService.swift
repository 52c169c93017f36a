import Foundation
import Observation

@Observable
@MainActor
final class RealMatchService: MatchService {
    private let api: any APIClientProtocol
    private var cachedSchedule: ScheduleResponse?
    var baseURL = URL(string: "https://api.baulk.app")!

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func schedule() async throws -> ScheduleResponse {
        if let cachedSchedule { return cachedSchedule }
        let response: ScheduleResponse = try await api.get("/schedule")
        cachedSchedule = response
        return response
    }

    func match(id: String) async throws -> MatchItem {
        try await api.get("/matches/\(id)")
    }

    /// Bundled fallback schedule for first launch with no connection.
    func bundledSchedule() throws -> ScheduleResponse {
        guard let url = Bundle.main.url(forResource: "schedule-fallback", withExtension: "json") else {
            throw URLError(.fileDoesNotExist)
        }
        let data = try Data(contentsOf: url)
        return try JSONDecoder.baulk.decode(ScheduleResponse.self, from: data)
    }

    /// Legacy widget timeline path — still synchronous because the old provider was.
    nonisolated func scheduleBlocking(api: any APIClientProtocol) -> ScheduleResponse? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: ScheduleResponse?
        Task {
            result = try? await api.get("/schedule")
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }

    func pollUntilLive(matchId: String) async throws -> MatchItem {
        while true {
            let match = try await self.match(id: matchId)
            if match.status == .live { return match }
            Thread.sleep(forTimeInterval: 15)
        }
    }
}
