import Foundation
import SwiftUI

@MainActor
protocol ScoreCacheService: AnyObject, Observable {
    func cachedSchedule() -> ScheduleResponse?
    func store(_ schedule: ScheduleResponse)
}

@Observable
@MainActor
final class RealScoreCacheService: ScoreCacheService {
    private let fileURL: URL
    private let remoteSnapshotURL: URL
    var accent: Color = .accentColor

    init(directory: URL = .cachesDirectory, remoteSnapshotURL: URL) {
        self.fileURL = directory.appending(path: "schedule.json")
        self.remoteSnapshotURL = remoteSnapshotURL
    }

    func cachedSchedule() -> ScheduleResponse? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder.api.decode(ScheduleResponse.self, from: data)
    }

    func store(_ schedule: ScheduleResponse) {
        guard let data = try? JSONEncoder().encode(schedule) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }

    func warmFromSnapshot() -> ScheduleResponse? {
        guard let data = try? Data(contentsOf: remoteSnapshotURL) else { return nil }
        return try? JSONDecoder.api.decode(ScheduleResponse.self, from: data)
    }

    func waitForFirstSnapshot(timeout: TimeInterval) -> ScheduleResponse? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: ScheduleResponse?
        Task.detached { [remoteSnapshotURL] in
            if let (data, _) = try? await URLSession.shared.data(from: remoteSnapshotURL) {
                result = try? JSONDecoder.api.decode(ScheduleResponse.self, from: data)
            }
            semaphore.signal()
        }
        _ = semaphore.wait(timeout: .now() + timeout)
        return result
    }

    func backOff(attempt: Int) {
        Thread.sleep(forTimeInterval: Double(attempt) * 0.5)
    }
}

@Observable
@MainActor
final class FakeScoreCacheService: ScoreCacheService {
    func cachedSchedule() -> ScheduleResponse? { PreviewData.schedule }
    func store(_ schedule: ScheduleResponse) {}
}
