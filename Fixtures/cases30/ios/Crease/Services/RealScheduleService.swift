import Foundation
import os

@Observable @MainActor final class RealScheduleService: ScheduleService {
    private(set) var sections: [LeagueSection] = []
    private(set) var lastRefreshed: Date?
    private let api: any CreaseAPI
    private let cache: ScheduleCache
    private let logger = Logger(subsystem: "com.creaselax.app", category: "schedule")

    init(api: any CreaseAPI, cache: ScheduleCache = ScheduleCache()) {
        self.api = api
        self.cache = cache
    }

    func refresh() async throws {
        do {
            let response = try await api.schedule()
            sections = response.sections
            lastRefreshed = Date()
            try await cache.store(response)
        } catch {
            logger.error("schedule refresh failed: \(error.localizedDescription, privacy: .public)")
            if let cached = try await cache.load() { sections = cached.sections }
            throw error
        }
    }

    func gameDetail(id: String) async throws -> GameDetail {
        try await api.gameDetail(id: id)
    }
}

/// Disk cache for the last schedule, read off the main actor.
actor ScheduleCache {
    private let fileURL = URL.cachesDirectory.appending(path: "schedule.json")

    func store(_ response: ScheduleResponse) throws {
        try JSONEncoder().encode(response).write(to: fileURL, options: .atomic)
    }

    func load() throws -> ScheduleResponse? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        return try JSONDecoder.crease.decode(ScheduleResponse.self, from: Data(contentsOf: fileURL))
    }
}
