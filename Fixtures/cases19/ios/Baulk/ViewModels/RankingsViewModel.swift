import Foundation
import Observation

@Observable
@MainActor
final class RankingsViewModel {
    private(set) var entries: [RankingEntry] = []
    private(set) var updatedText = ""
    var searchText = ""
    var showsOnlyMovers = false

    private let service: any RankingsService

    init(service: any RankingsService) {
        self.service = service
    }

    func load() async {
        guard let response = try? await service.rankings() else { return }
        entries = response.entries
        updatedText = response.updatedText
    }

    var visibleEntries: [RankingEntry] {
        entries
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
            .filter { !showsOnlyMovers || $0.movement != 0 }
    }

    func prizeMoneyLabel(for entry: RankingEntry) -> String {
        entry.prizeMoney.formatted(.currency(code: "GBP").precision(.fractionLength(0)))
    }

    func movementArrow(for entry: RankingEntry) -> String {
        entry.movement > 0 ? "▲ \(entry.movement)" : entry.movementText
    }

    func pointsBehindLeader(_ entry: RankingEntry) -> Int {
        (entries.first?.prizeMoney ?? 0) - entry.prizeMoney
    }

    func provisionalPosition(from text: String) -> Int? {
        Int(text.components(separatedBy: " ").last ?? "")
    }
}
