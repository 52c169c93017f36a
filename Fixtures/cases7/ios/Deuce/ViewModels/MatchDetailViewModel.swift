import Foundation
import Observation

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var match: MatchItem?
    private(set) var points: [PointEvent] = []
    private(set) var loadFailed = false

    func load(matchId: String, using service: any MatchService) async {
        do {
            match = try await service.match(id: matchId, includeStats: true)
            points = try await service.points(matchId: matchId).points
            loadFailed = false
        } catch {
            loadFailed = true
        }
    }

    /// True when the receiver is a point away from breaking serve.
    var isBreakPointForReceiver: Bool {
        guard let score = match?.pointScore else { return false }
        let sides = score.components(separatedBy: "-")
        guard sides.count == 2 else { return false }
        return (sides[1] == "40" && sides[0] != "40") || sides[1] == "A"
    }
}
