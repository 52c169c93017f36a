import Foundation
import Observation

enum Side {
    case home
    case away
}

@Observable
@MainActor
final class ScoresViewModel {
    var selectedDay: Date = Calendar.current.startOfDay(for: .now)
    var showFollowedOnly = false

    /// Today and the next six days, by the phone's own calendar.
    let days: [Date] = (0..<7).compactMap {
        Calendar.current.date(byAdding: .day, value: $0, to: Calendar.current.startOfDay(for: .now))
    }

    func visibleGroups(from schedule: ScheduleResponse?, followed: Set<String>) -> [TournamentGroup] {
        guard let groups = schedule?.groups else { return [] }
        guard showFollowedOnly else { return groups }
        return groups.compactMap { group in
            let mine = group.matches.filter { followed.contains($0.matchId) }
            guard !mine.isEmpty else { return nil }
            return TournamentGroup(tournamentId: group.tournamentId, name: group.name, surface: group.surface, matches: mine)
        }
    }

    func setsWon(by side: Side, in match: MatchItem) -> Int {
        match.sets.filter { side == .home ? $0.home > $0.away : $0.away > $0.home }.count
    }

    func subtitle(for match: MatchItem) -> String {
        "\(match.round) · \(match.court)"
    }
}
