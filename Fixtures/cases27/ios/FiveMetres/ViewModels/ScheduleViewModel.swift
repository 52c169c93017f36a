import Foundation
import Observation

@Observable @MainActor
final class ScheduleViewModel {
    private(set) var groups: [CompetitionGroup] = []
    private(set) var isLoading = false
    private let scheduleService: any ScheduleService
    private let calendar = Calendar.current

    init(scheduleService: any ScheduleService) {
        self.scheduleService = scheduleService
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        groups = (try? await scheduleService.schedule().competitions) ?? []
    }

    func sectionTitle(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE d MMMM"
        return formatter.string(from: date)
    }

    func countdownText(to start: Date) -> String {
        let minutes = Int(start.timeIntervalSinceNow / 60)
        return minutes < 60 ? "Starts in \(minutes) min" : ""
    }

    var liveFirst: [MatchItem] {
        groups.flatMap(\.matches).sorted { lhs, rhs in
            (lhs.displayState.phase == .live ? 0 : 1) < (rhs.displayState.phase == .live ? 0 : 1)
        }
    }

    func matchId(fromNotification userInfo: [AnyHashable: Any]) -> String? {
        userInfo["matchId"] as? String
    }

    func pageIndex(after index: Int) -> Int {
        min(index + 1, groups.count - 1)
    }
}
