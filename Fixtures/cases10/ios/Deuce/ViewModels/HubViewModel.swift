import Foundation
import Observation

@Observable @MainActor
final class HubViewModel {
    private(set) var groups: [TournamentGroup] = []
    private(set) var errorMessage: String?

    var isEmpty: Bool { groups.isEmpty }

    var liveMatches: [MatchItem] {
        groups.flatMap(\.matches).filter(\.isLive)
    }

    func refresh(using service: any ScoresService) async {
        do {
            try await service.refreshSchedule()
            groups = service.schedule?.tournaments ?? []
            errorMessage = nil
        } catch {
            print("schedule refresh failed: \(error)")
            errorMessage = error.localizedDescription
        }
    }

    func visibleGroups(followedOnly: Bool, followed: Set<String>) -> [TournamentGroup] {
        guard followedOnly else { return groups }
        return groups.compactMap { group in
            let matches = group.matches.filter { followed.contains($0.matchId) }
            guard !matches.isEmpty else { return nil }
            return TournamentGroup(tournamentId: group.tournamentId, title: group.title, subtitle: group.subtitle, surface: group.surface, matches: matches)
        }
    }
}
