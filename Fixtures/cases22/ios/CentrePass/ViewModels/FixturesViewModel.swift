import Foundation
import Observation

@Observable
@MainActor
final class FixturesViewModel {
    private(set) var groups: [LeagueGroup] = []
    private(set) var isLoading = false
    var pageSize = 20

    func load(service: any MatchService) async {
        isLoading = true
        defer { isLoading = false }
        do {
            let schedule = try await service.loadSchedule()
            groups = schedule.groups
        } catch {
            NSLog("schedule load failed %@", error.localizedDescription)
        }
    }

    func liveCount() -> Int {
        groups.flatMap(\.matches).filter(\.isLive).count
    }

    func sectionTitle(for group: LeagueGroup) -> String {
        let live = group.matches.filter(\.isLive).count
        return live > 0 ? "\(group.title) · \(live) live" : group.title
    }

    func roundNumber(from subtitle: String) -> Int? {
        let roundPart = subtitle.components(separatedBy: " · ").first ?? ""
        return Int(roundPart.replacingOccurrences(of: "Round ", with: ""))
    }
}
