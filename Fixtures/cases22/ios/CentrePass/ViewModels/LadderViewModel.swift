import Foundation
import Observation

@Observable
@MainActor
final class LadderViewModel {
    private(set) var entries: [LadderEntry] = []
    private let service: any LadderServiceProtocolBox

    init(service: any LadderServiceProtocolBox) {
        self.service = service
    }

    func load(competition: String) async {
        entries = (try? await service.loadLadder(competition: competition)) ?? []
    }

    func goalDifference(for entry: LadderEntry) -> Int {
        entry.goalsFor - entry.goalsAgainst
    }

    func pointsBehindLeader(_ entry: LadderEntry) -> String {
        guard let leader = entries.first else { return "" }
        let gap = leader.points - entry.points
        return gap == 0 ? "Top" : "\(gap) pts back"
    }

    func topFour() -> [LadderEntry] {
        Array(entries.prefix(4))
    }
}

protocol LadderServiceProtocolBox: Sendable {
    func loadLadder(competition: String) async throws -> [LadderEntry]
}
