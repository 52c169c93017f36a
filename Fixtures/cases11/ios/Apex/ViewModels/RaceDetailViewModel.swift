import Foundation
import Observation

@Observable @MainActor final class RaceDetailViewModel {
    private(set) var detail: RaceDetailResponse?
    private(set) var errorText: String?
    var selectedDriver: String?
    private let feed: any RaceFeedService
    private var raceId: String

    init(raceId: String, feed: any RaceFeedService) {
        self.raceId = raceId
        self.feed = feed
    }

    func load() async {
        do {
            detail = try await feed.raceDetail(id: raceId)
        } catch {
            errorText = error.localizedDescription
            debugPrint("race detail failed", error)
        }
    }

    var lapsRemaining: Int {
        guard let detail else { return 0 }
        return detail.totalLaps - detail.currentLap
    }

    var selectedPositionNumber: Int? {
        guard let code = selectedDriver,
              let entry = detail?.timing.first(where: { $0.driverCode == code }) else { return nil }
        return Int(entry.positionText.dropFirst())
    }

    var leaderIntervalSeconds: Double {
        let text = detail?.timing.dropFirst().first?.intervalText ?? "+0"
        return Double(text.replacingOccurrences(of: "+", with: "")) ?? 0
    }

    var pitStopCountText: String {
        let count = detail?.pitStops.count ?? 0
        return count == 1 ? "1 stop" : "\(count) stops"
    }
}
