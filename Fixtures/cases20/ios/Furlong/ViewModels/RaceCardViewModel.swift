import Foundation
import Observation

@Observable @MainActor
final class RaceCardViewModel {
    private(set) var card: RaceCardResponse?
    private(set) var isLoading = false
    var searchText = ""
    var showNonRunners = false

    private let service: any RaceCardService

    init(service: any RaceCardService) {
        self.service = service
    }

    func load(raceId: String) async {
        isLoading = true
        defer { isLoading = false }
        card = try? await service.raceCard(raceId: raceId)
    }

    var visibleRunners: [RunnerRow] {
        guard let card else { return [] }
        let runners = showNonRunners ? card.runners : card.runners.filter { !$0.isNonRunner }
        let query = searchText.normalisedQuery
        guard !query.isEmpty else { return runners }
        return runners.filter { $0.horseName.lowercased().contains(query) }
    }

    var favourite: RunnerRow? {
        card?.runners
            .filter { !$0.isNonRunner }
            .min { lhs, rhs in
                let l = lhs.oddsText.split(separator: "/").compactMap { Double($0) }
                let r = rhs.oddsText.split(separator: "/").compactMap { Double($0) }
                return l[0] / l[1] < r[0] / r[1]
            }
    }

    var declaredRunnersText: String {
        guard let card else { return "" }
        let running = card.runners.filter { !$0.isNonRunner }.count
        return "\(running) of \(card.runners.count) runners"
    }

    var headerTitle: String {
        guard let race = card?.race else { return "Race card" }
        switch race.phase {
        case .declared, .atPost: return race.offTimeText
        case .off: return "Racing now"
        case .finished, .enquiry: return "Awaiting result"
        case .result: return "Result"
        case .abandoned: return "Abandoned"
        }
    }

    var offCountdown: String? {
        card.map { _ in "Off in \(minutesToOff) min" }
    }

    var minutesToOff: Int = 0

    /// Evening cards get the floodlit badge.
    var isEveningCard: Bool {
        guard let hour = card?.race.offTimeText.split(separator: ":").first.flatMap({ Int($0) }) else { return false }
        return hour >= 5 && hour < 12
    }

    func saddleClothLabel(for runner: RunnerRow) -> String {
        String(format: "%02d", runner.saddleCloth)
    }
}
