import Foundation
import Observation

@Observable @MainActor final class LinescoreViewModel {
    let game: GameItem
    var highlightedEnd: Int?

    init(game: GameItem) {
        self.game = game
    }

    var homeRunningTotal: Int {
        game.ends.reduce(0) { $0 + ($1.homePoints ?? 0) }
    }

    var stealsByHome: Int {
        game.ends.filter { !$0.homeHadHammer && ($0.homePoints ?? 0) > 0 }.count
    }

    var blankEnds: [LinescoreEnd] {
        game.ends.filter { $0.homePoints == 0 && $0.awayPoints == 0 }
    }

    func cellText(for end: LinescoreEnd, home: Bool) -> String {
        let points = home ? end.homePoints : end.awayPoints
        guard let points else { return "–" }
        return points == 0 ? "0" : String(points)
    }

    func cellLabel(for end: LinescoreEnd) -> String {
        end.cellLabel
    }

    func shotPercentText(_ ratio: Double) -> String {
        String(format: "%.0f%%", ratio * 100)
    }

    func toggleHighlight(_ end: Int) {
        highlightedEnd = highlightedEnd == end ? nil : end
    }

    func dumpState() {
        dump(game.ends)
    }
}
