import Foundation
import Observation

@Observable @MainActor final class ScorecardViewModel {
    private(set) var holes: [HoleSnapshot] = []
    var selectedPage = 0

    func load(_ snapshots: [HoleSnapshot]) {
        holes = snapshots
    }

    var frontNine: [HoleSnapshot] { Array(holes.prefix(9)) }
    var backNine: [HoleSnapshot] { Array(holes.dropFirst(9)) }

    func advancePage(pageCount: Int) {
        selectedPage = min(selectedPage + 1, pageCount - 1)
    }

    var birdieCount: Int {
        holes.filter { (Int($0.strokesDisplay) ?? 0) < (Int($0.parDisplay) ?? 0) }.count
    }

    var currentHoleCaption: String? {
        holes.first(where: \.isCurrentHole).map { "Playing the \($0.holeNumber)th" }
    }
}
