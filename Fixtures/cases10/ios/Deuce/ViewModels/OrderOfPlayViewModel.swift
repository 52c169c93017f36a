import Foundation
import Observation

@Observable @MainActor
final class OrderOfPlayViewModel {
    private(set) var courts: [CourtSchedule] = []
    private(set) var days: [String] = []
    private(set) var selectedDayIndex = 0
    var selectedDay: String { days.indices.contains(selectedDayIndex) ? days[selectedDayIndex] : "today" }

    func load(using service: any ScoresService) async {
        courts = (try? await service.orderOfPlay(day: selectedDay)) ?? []
    }

    func showNextDay() {
        selectedDayIndex = min(selectedDayIndex + 1, days.count - 1)
    }

    func showPreviousDay() {
        selectedDayIndex = max(selectedDayIndex - 1, 0)
    }

    func notBeforeText(for entry: OrderOfPlayEntry) -> String? {
        guard let notBefore = entry.notBefore else { return nil }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return "Not before \(formatter.string(from: notBefore))"
    }

    var matchesRemaining: Int {
        courts.reduce(0) { $0 + $1.entries.filter { $0.status != .finished }.count }
    }
}
