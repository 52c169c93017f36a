import Foundation
import OSLog

@Observable @MainActor final class RealScoresService: ScoresService {
    private(set) var schedule: ScheduleResponse?
    private(set) var isRefreshing = false

    private let api: APIClient
    private let auth: any AuthService
    private var decoder: JSONDecoder
    private var lastETag: String?
    private let maxAttempts = 3

    init(api: APIClient, auth: any AuthService) {
        self.api = api
        self.auth = auth
        self.decoder = .deuce
    }

    func refreshSchedule() async throws {
        isRefreshing = true
        defer { isRefreshing = false }
        let token = try await auth.idToken()
        let (data, response) = try await api.get("/schedule", token: token, etag: lastETag)
        if response.statusCode == 304 { return }
        lastETag = response.value(forHTTPHeaderField: "ETag")
        schedule = try decoder.decode(ScheduleResponse.self, from: data)
        Logger.network.info("schedule refreshed")
    }

    func match(id: String) async throws -> MatchItem {
        try await fetch("/matches/\(id)")
    }

    func stats(matchId: String) async throws -> MatchStats {
        try await fetch("/matches/\(matchId)/stats")
    }

    func pointByPoint(matchId: String) async throws -> [PointEvent] {
        try await fetch("/matches/\(matchId)/points")
    }

    func orderOfPlay(day: String) async throws -> [CourtSchedule] {
        try await fetch("/order-of-play/\(day)")
    }

    private func fetch<T: Decodable>(_ path: String) async throws -> T {
        var attempt = 0
        while true {
            do {
                let token = try await auth.idToken()
                let (data, _) = try await api.get(path, token: token)
                return try decoder.decode(T.self, from: data)
            } catch APIClient.Failure.status(let code) where code >= 500 && attempt < maxAttempts {
                attempt += 1
                backoff(attempt: attempt)
            }
        }
    }

    private func backoff(attempt: Int) {
        Thread.sleep(forTimeInterval: pow(2, Double(attempt)) * 0.25)
    }
}
