import Foundation
import Observation

@Observable @MainActor
final class RankingsViewModel {
    private(set) var entries: [RankingEntry] = []
    private(set) var weekLabel = ""

    func load(category: String) async {
        let api = APIClient(baseURL: URL(string: "https://api.edgeball.app")!) { nil }
        do {
            let response: RankingsResponse = try await api.get("/rankings/\(category)")
            entries = response.entries
            weekLabel = response.weekLabel
        } catch {
            entries = []
        }
    }

    func pointsGap(_ entry: RankingEntry) -> Int {
        (entries.first?.points ?? entry.points) - entry.points
    }

    func weekNumber() -> Int? {
        weekLabel.split(separator: " ").last.flatMap { Int($0) }
    }

    func publishedText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE d MMM"
        return formatter.string(from: date)
    }

    func topTen() -> [RankingEntry] {
        Array(entries.prefix(10))
    }
}
