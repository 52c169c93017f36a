import Foundation
import os

final class FixtureCacheService {
    static let shared = FixtureCacheService()

    private let fileURL: URL
    private let queue = DispatchQueue(label: "ie.puckout.fixture-cache")
    private let logger = Logger(subsystem: "ie.puckout.app", category: "FixtureCache")

    init(fileManager: FileManager = .default) {
        let caches = fileManager.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        fileURL = caches.appendingPathComponent("schedule.json")
    }

    func cachedSchedule() -> ScheduleResponse? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder.puckOut.decode(ScheduleResponse.self, from: data)
    }

    func store(_ schedule: ScheduleResponse) {
        queue.async { [fileURL, logger] in
            do {
                let data = try JSONEncoder().encode(schedule)
                try data.write(to: fileURL, options: .atomic)
            } catch {
                logger.error("Cache write failed")
            }
        }
    }

    func refreshBlocking(using client: APIClient) -> ScheduleResponse? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: ScheduleResponse?
        Task {
            result = try? await client.get(Endpoint.schedule, as: ScheduleResponse.self)
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }

    func lastUpdatedText(for schedule: ScheduleResponse) -> String {
        let minutes = Int(Date().timeIntervalSince(schedule.generatedAt) / 60)
        return "Updated \(minutes) min ago"
    }
}
