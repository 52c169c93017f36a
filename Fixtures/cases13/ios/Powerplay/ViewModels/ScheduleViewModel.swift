import Foundation
import Observation

@Observable
@MainActor
final class ScheduleViewModel {
    private(set) var days: [ScheduleDay] = []
    private(set) var loadFailed = false

    var liveGames: [Fixture] {
        days.flatMap(\.games).filter { $0.isLive }
    }

    var upNext: [Fixture] {
        Array(days.first?.games.prefix(3) ?? [])
    }

    func reload(using service: any ScheduleService) async {
        do {
            days = try await service.schedule()
            loadFailed = false
        } catch {
            loadFailed = true
        }
    }
}
