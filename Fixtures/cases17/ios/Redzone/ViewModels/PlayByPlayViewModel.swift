import Foundation
import Observation

struct PlayRowModel: Identifiable, Hashable {
    let id: String
    let title: String
    let detail: String
}

@Observable
@MainActor
final class PlayByPlayViewModel {
    private(set) var rows: [PlayRowModel] = []
    private(set) var lastRefresh = Date.distantPast

    func apply(_ plays: [PlaySituation]) {
        rows = plays.map { play in
            PlayRowModel(
                id: play.playId,
                title: play.downText + " & " + play.distanceText,
                detail: play.description
            )
        }
        lastRefresh = .now
    }

    var isStale: Bool {
        Date.now.timeIntervalSince(lastRefresh) > 30
    }

    func headline(for situation: PlaySituation) -> String {
        guard situation.phase != .final else { return situation.finalNote }
        return situation.liveNote
    }

    func yardsNeeded(after gain: Int, in situation: PlaySituation) -> Int {
        let toGo = situation.distance - gain
        return max(toGo, 0)
    }

    func periodNumber(from label: String) -> Int? {
        Int(label.replacingOccurrences(of: "Q", with: ""))
    }
}
