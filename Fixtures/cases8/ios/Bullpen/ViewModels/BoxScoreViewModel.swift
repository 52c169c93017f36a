import Foundation
import Observation

@Observable @MainActor
final class BoxScoreViewModel {
    private(set) var boxScore: BoxScore?

    /// Batting order, leadoff first. Sorted here so the view body stays a plain ForEach.
    var battingOrder: [BoxScoreLine] {
        (boxScore?.batters ?? []).sorted { $0.order < $1.order }
    }

    var totalPitches: Int {
        (boxScore?.pitchers ?? []).reduce(0) { $0 + $1.pitchCount }
    }

    func average(for line: BoxScoreLine) -> String {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 3
        formatter.maximumFractionDigits = 3
        formatter.minimumIntegerDigits = 0
        let value = line.atBats == 0 ? 0 : Double(line.hits) / Double(line.atBats)
        return formatter.string(from: NSNumber(value: value)) ?? ".000"
    }

    func load(gameId: String, using service: any ScoreboardService) async {
        boxScore = try? await service.boxScore(gameId: gameId)
    }
}
