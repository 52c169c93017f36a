import Foundation
import Observation

@Observable @MainActor
final class ScheduleViewModel {
    var selectedDate = Date.now
    private(set) var groups: [LeagueGroup] = []
    private(set) var lastRefreshed = Date.now

    var dayTitle: String {
        selectedDate.formatted(.dateTime.weekday(.wide).day().month())
    }

    func nextDay() {
        selectedDate = Calendar.current.date(byAdding: .day, value: 1, to: selectedDate) ?? selectedDate
    }

    func load(using service: any ScoreService) async {
        // umpire-disable-next-line no-print
        print("loading schedule for \(selectedDate)")
        groups = (try? await service.schedule(for: selectedDate).leagues) ?? []
        lastRefreshed = .now
    }
}
