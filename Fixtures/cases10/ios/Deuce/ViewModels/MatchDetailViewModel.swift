import Foundation
import Observation
import OSLog

@Observable @MainActor
final class MatchDetailViewModel {
    let matchId: String
    private(set) var match: MatchItem?
    private(set) var stats: MatchStats?
    private(set) var points: [PointEvent] = []

    init(matchId: String) {
        self.matchId = matchId
    }

    func load(using service: any ScoresService) async {
        do {
            async let match = service.match(id: matchId)
            async let stats = service.stats(matchId: matchId)
            async let points = service.pointByPoint(matchId: matchId)
            (self.match, self.stats, self.points) = try await (match, stats, points)
        } catch {
            Logger.network.error("match detail load failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    var setLabel: String {
        guard let match else { return "" }
        return "Set \(match.currentSet) of \(match.bestOf)"
    }

    var breakPointConversion: Double {
        guard let stats, stats.breakPointsFaced > 0 else { return 0 }
        return Double(stats.breakPointsWon) / Double(stats.breakPointsFaced)
    }

    var currentGameScore: (server: String, receiver: String)? {
        guard let parts = match?.scoreLine.components(separatedBy: " ").last?.split(separator: "-"), parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
