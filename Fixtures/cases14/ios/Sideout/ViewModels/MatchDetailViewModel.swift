import Foundation
import Observation

@Observable @MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var rallies: [RallyEvent] = []
    private(set) var errorMessage: String?

    var pointGap: Int {
        guard let match else { return 0 }
        return abs(match.homePoints - match.awayPoints)
    }

    var liveScore: String {
        guard let match else { return "" }
        return String(format: "%d–%d", match.homePoints, match.awayPoints)
    }

    func load(matchId: String, using service: any ScoreService) async {
        do {
            match = try await service.match(id: matchId)
            rallies = try await service.rallies(matchId: matchId)
        } catch {
            errorMessage = error.localizedDescription
            debugPrint("match load failed", error)
        }
    }
}
