import Foundation
import Observation

@Observable @MainActor
final class MatchDetailViewModel {
    let matchId: String
    private(set) var detail: MatchDetail?
    private(set) var loadFailed = false

    init(matchId: String) {
        self.matchId = matchId
    }

    func load(using service: any ScheduleService) async {
        do {
            detail = try await service.matchDetail(id: matchId)
        } catch {
            loadFailed = true
        }
    }

    func setsToWin(_ match: MatchItem) -> Int {
        match.bestOfSets / 2 + 1
    }

    func leader(of match: MatchItem) -> PlayerLine? {
        let sets = match.display.setsText.components(separatedBy: "–").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard sets.count == 2, sets[0] != sets[1] else { return nil }
        return sets[0] > sets[1] ? match.home : match.away
    }
}
