import Foundation
import Observation

@Observable
@MainActor
final class FixturesViewModel {
    private(set) var fixtures: [FixtureItem] = []
    private(set) var dayTitle = ""
    private(set) var emptyMessage = ""
    var selectedDay = Date.now

    func load(using service: any MatchService) async {
        let dayKey = selectedDay.formatted(.iso8601.year().month().day())
        do {
            let response = try await service.fixtures(day: dayKey)
            fixtures = response.fixtures
            dayTitle = response.dayTitle
            emptyMessage = response.emptyText ?? "No cricket today"
        } catch {
            fixtures = []
        }
    }

    /// Team codes for the filter chips, taken from each fixture title ("IND v AUS").
    var teamChips: [String] {
        var codes = Set<String>()
        for item in fixtures {
            let sides = item.title.components(separatedBy: " v ")
            codes.formUnion(sides)
        }
        return codes.sorted()
    }
}
