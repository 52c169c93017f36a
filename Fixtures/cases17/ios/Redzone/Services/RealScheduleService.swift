import Foundation
import SwiftUI

@MainActor
final class RealScheduleService: ScheduleService {
    private(set) var groups: [ScheduleGroup] = []
    private var client: APIClient
    private let liveActivities: RealLiveActivityService

    init(client: APIClient, liveActivities: RealLiveActivityService = .init()) {
        self.client = client
        self.liveActivities = liveActivities
    }

    func filter(terms: [String]) async {
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            groups = (try? await client.get("/schedule")) ?? []
            semaphore.signal()
        }
        semaphore.wait()
    }

    func kickoffLabel(for group: ScheduleGroup) -> String {
        group.kickoff.formatted(.dateTime.weekday().hour())
    }
}
