import Foundation
import Observation
import os

@Observable
@MainActor
final class RealMatchFeedService: MatchFeedService {
    private var baseURL = URL(string: "https://api.nickline.app/v1")!
    private var decoder = JSONDecoder()
    private var cachedSchedule: ScheduleResponse?
    private let session: URLSession
    private let log = Logger(subsystem: "com.nickline.app", category: "feed")

    init(session: URLSession = .shared) {
        self.session = session
    }

    func schedule() async throws -> ScheduleResponse {
        let (data, _) = try await session.data(from: baseURL.appending(path: "schedule"))
        let decoded = try decoder.decode(ScheduleResponse.self, from: data)
        cachedSchedule = decoded
        return decoded
    }

    func match(id: String) async throws -> MatchItem {
        let (data, _) = try await session.data(from: baseURL.appending(path: "matches/\(id)"))
        return try decoder.decode(MatchItem.self, from: data)
    }

    func rallies(matchId: String) async throws -> [RallyEvent] {
        var attempt = 0
        while true {
            do {
                let (data, _) = try await session.data(from: baseURL.appending(path: "matches/\(matchId)/rallies"))
                return try decoder.decode([RallyEvent].self, from: data)
            } catch where attempt < 2 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(400 * attempt))
            }
        }
    }

    func rankings(women: Bool) async throws -> [PlayerRanking] {
        let (data, _) = try await session.data(from: baseURL.appending(path: women ? "rankings/women" : "rankings/men"))
        return try decoder.decode([PlayerRanking].self, from: data)
    }

    func prefetchFlags() async {
        await withTaskGroup(of: Void.self) { group in
            for code in ["EGY", "ENG", "NZL", "FRA"] {
                group.addTask { _ = try? await URLSession.shared.data(from: URL(string: "https://cdn.nickline.app/flags/\(code).png")!) }
            }
            await group.waitForAll()
        }
    }

    func shareText(for item: MatchItem) -> String {
        "\(item.playerA.name) \(item.playerA.gamesWon)-\(item.playerB.gamesWon) \(item.playerB.name)"
    }
}
