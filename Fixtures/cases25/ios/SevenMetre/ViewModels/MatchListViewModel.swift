import Foundation
import Observation

@Observable
@MainActor
final class MatchListViewModel {
    private(set) var groups: [CompetitionGroup] = []
    private(set) var isLoading = false
    var lastRefresh: Date?

    var liveCount: Int {
        groups.flatMap(\.matches).filter(\.isLive).count
    }

    func load(using service: any MatchService) async {
        isLoading = true
        defer { isLoading = false }
        if let response = try? await service.schedule() {
            groups = response.competitions
            lastRefresh = .now
        }
    }

    func minuteOfPlay(from clock: String) -> Int {
        let pieces = clock.components(separatedBy: ":")
        return Int(pieces[0]) ?? 0
    }
}
