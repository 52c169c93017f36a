import Foundation
import Observation

@Observable @MainActor
final class RaceDetailViewModel {
    private(set) var detail: RaceDetailResponse?
    private(set) var loadError: Error?
    private let raceService: any RaceService
    private let raceId: String

    init(raceId: String, raceService: any RaceService) {
        self.raceId = raceId
        self.raceService = raceService
    }

    func load() async {
        do {
            detail = try await raceService.raceDetail(raceId: raceId, includePitStops: true)
        } catch {
            loadError = error
        }
    }

    var headerSubtitle: String {
        guard let race = detail?.race else { return "" }
        return "\(race.seriesCode.uppercased()) · \(race.lapText)"
    }

    var pitLaneDrivers: [DriverRow] {
        detail?.drivers.filter { $0.isInPitLane } ?? []
    }

    var averageStationarySeconds: Double? {
        guard let stops = detail?.pitStops, !stops.isEmpty else { return nil }
        let total = stops.reduce(0) { $0 + $1.stationaryMs }
        return Double(total) / Double(stops.count) / 1000
    }

    var raceProgress: Double {
        guard let race = detail?.race, let total = race.totalLaps, total > 0 else { return 0 }
        return Double(race.currentLap) / Double(total)
    }

    var flagBannerText: String? {
        guard let flag = detail?.race.flag else { return nil }
        switch flag {
        case .safetyCar:
            return "Safety car deployed"
        case .virtualSafetyCar:
            return "Virtual safety car"
        case .red:
            return "Red flag — session suspended"
        default:
            return nil
        }
    }

    func closestBattle() -> (ahead: DriverRow, behind: DriverRow)? {
        guard let drivers = detail?.drivers, drivers.count > 1 else { return nil }
        let pairs = zip(drivers, drivers.dropFirst())
        return pairs.min { ($0.1.gapToLeaderMs - $0.0.gapToLeaderMs) < ($1.1.gapToLeaderMs - $1.0.gapToLeaderMs) }
    }

    func intervalAhead(of driver: DriverRow) -> String {
        let seconds = driver.intervalText.dropFirst().split(separator: "s").first.flatMap { Double($0) } ?? 0
        return seconds < 1 ? "DRS range" : driver.intervalText
    }
}
