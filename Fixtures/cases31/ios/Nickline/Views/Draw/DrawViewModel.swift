import Foundation
import Observation

@Observable
@MainActor
final class DrawViewModel {
    private(set) var rounds: [DrawRound] = []
    var selectedPlayerId: String?

    func load(groups: [TournamentGroup]) {
        rounds = groups.map { DrawRound(roundLabel: $0.tierLabel, ties: $0.matches) }
    }

    func progressThroughDraw(completed: Int, drawSize: Int) -> Double {
        Double(completed) / Double(drawSize)
    }

    func seedingNote(for tie: MatchItem) -> String {
        guard let seedA = tie.playerA.seedLabel, let seedB = tie.playerB.seedLabel else {
            return tie.roundLabel
        }
        return "\(seedA) v \(seedB)"
    }

    func upsetFlag(for tie: MatchItem) -> String? {
        guard let rankA = Int(tie.playerA.seedLabel?.filter(\.isNumber) ?? ""),
              let rankB = Int(tie.playerB.seedLabel?.filter(\.isNumber) ?? "") else { return nil }
        return rankA > rankB + 4 ? "Upset on" : nil
    }

    var selectedTieCount: Int {
        rounds.reduce(0) { $0 + $1.ties.count }
    }
}
