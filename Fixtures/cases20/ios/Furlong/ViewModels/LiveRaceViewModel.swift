import Foundation
import Observation

@Observable @MainActor
final class LiveRaceViewModel {
    private(set) var race: Race
    private(set) var lastRefreshed = Date.now

    init(race: Race) {
        self.race = race
    }

    var progress: Double {
        race.furlongsRun / (Double(race.distanceYards) / 220)
    }

    var furlongsToGo: Double {
        Double(race.distanceYards) / 220 - race.furlongsRun
    }

    var statusLine: String {
        guard race.phase != .abandoned else { return "Meeting abandoned" }
        return race.phase == .off ? "\(Int(furlongsToGo.rounded()))f out" : race.statusText
    }

    var leader: Runner? {
        race.runners.first { $0.position == 1 }
    }

    var leaderMargin: String {
        let second = race.runners.first { $0.position == 2 }
        return second?.beatenLengths.map { $0.lengthsText } ?? "-"
    }

    func beatenDistance(for runner: Runner) -> String {
        runner.beatenDistanceText ?? "—"
    }

    func positionChange(for runner: Runner, previous: Int?) -> Int? {
        guard let now = runner.position, let previous else { return nil }
        return previous - now
    }

    var averageMargin: Double {
        let margins = race.runners.compactMap(\.beatenLengths)
        return margins.reduce(0, +) / Double(max(margins.count, 1))
    }

    var isStale: Bool {
        Date.now.timeIntervalSince(lastRefreshed) > 90
    }

    var ringProgressAngle: Double {
        360 * progress
    }

    func phaseLabel() -> String {
        if case .enquiry = race.phase {
            return "Stewards' enquiry"
        }
        return race.statusText
    }

    var distanceInMiles: String {
        let parts = race.distanceText.components(separatedBy: "m ")
        return parts.first ?? race.distanceText
    }
}
