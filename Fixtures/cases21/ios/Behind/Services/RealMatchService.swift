import Foundation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private(set) var fixtures: [RoundGroup] = []
    private(set) var liveMatches: [MatchItem] = []
    private(set) var lastError: APIError?

    private let api: any APIClient
    private let logger = Logger(subsystem: "app.behind", category: "matches")
    private let cacheURL: URL

    init(api: any APIClient, cacheDirectory: URL) {
        self.api = api
        self.cacheURL = cacheDirectory.appending(path: "fixtures.json")
    }

    func loadFixtures(competition: String) async {
        if fixtures.isEmpty, let cached = try? Data(contentsOf: cacheURL) {
            fixtures = (try? APIClientDecoder.shared.decode(FixtureResponse.self, from: cached).rounds) ?? []
        }
        do {
            let response: FixtureResponse = try await api.get(.fixtures(competition: competition))
            fixtures = response.rounds
            try await persist(response)
        } catch let error as APIError {
            lastError = error
            logger.error("fixtures failed: \(error.localizedDescription, privacy: .public)")
        } catch {
            lastError = .transport(error)
        }
    }

    func refreshLive() async {
        do {
            let items: [MatchItem] = try await api.get(.liveMatches)
            liveMatches = items.sorted { $0.startTime < $1.startTime }
        } catch {
            logger.warning("live refresh failed")
        }
    }

    func match(id: String) async throws -> Match {
        try await api.get(.match(id: id))
    }

    func playerStats(matchId: String) async throws -> [PlayerStat] {
        let stats: [PlayerStat] = try await api.get(.playerStats(matchId: matchId))
        return stats.sorted { $0.disposals + $0.marks > $1.disposals + $1.marks }
    }

    func shareText(for item: MatchItem) -> String {
        "\(item.homeTeam.abbreviation) \(item.displayState.homeGoals).\(item.displayState.homeBehinds) v \(item.awayTeam.abbreviation) \(item.displayState.awayGoals).\(item.displayState.awayBehinds)"
    }

    private func persist(_ response: FixtureResponse) async throws {
        let data = try JSONEncoder().encode(response)
        try data.write(to: cacheURL, options: .atomic)
    }
}
