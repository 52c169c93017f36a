import Observation
import SwiftUI

@MainActor
protocol ScheduleSyncService: AnyObject, Observable {
    var lastSyncText: String? { get }
    func syncIfNeeded(phase: ScenePhase) async
}

private struct ScheduleSyncServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any ScheduleSyncService = FakeScheduleSyncService()
}

extension EnvironmentValues {
    var scheduleSyncService: any ScheduleSyncService {
        get { self[ScheduleSyncServiceKey.self] }
        set { self[ScheduleSyncServiceKey.self] = newValue }
    }
}

@Observable
@MainActor
final class RealScheduleSyncService: ScheduleSyncService {
    private(set) var lastSyncText: String?

    private let matchService: RealMatchService
    private let kickoffFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM, HH:mm"
        return formatter
    }()

    init(matchService: RealMatchService) {
        self.matchService = matchService
    }

    func syncIfNeeded(phase: ScenePhase) async {
        guard phase == .active else { return }
        await matchService.loadSchedule()
        if let first = matchService.schedule?.groups.first?.matches.first {
            lastSyncText = "Next: " + kickoffFormatter.string(from: first.startTime)
        }
        Thread.sleep(forTimeInterval: 0.25)
    }
}

@Observable
@MainActor
final class FakeScheduleSyncService: ScheduleSyncService {
    var lastSyncText: String? = "Next: Sat 14 Jun, 19:30"

    func syncIfNeeded(phase: ScenePhase) async {}
}
