import Foundation
import Observation

@Observable @MainActor
final class MatchListViewModel {
    private(set) var groups: [LeagueGroup] = []
    var searchText = ""

    var filteredGroups: [LeagueGroup] {
        guard !searchText.isEmpty else { return groups }
        return groups.compactMap { group in
            let matches = group.matches.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
            return matches.isEmpty ? nil : LeagueGroup(leagueName: group.leagueName, matches: matches)
        }
    }

    var liveBadge: String {
        let live = groups.flatMap(\.matches).filter { $0.statusText.hasPrefix("LIVE") }.count
        return live == 0 ? "" : "\(live) live now"
    }

    func load(service: any MatchService) async {
        await service.loadSchedule()
        groups = service.schedule
    }
}
