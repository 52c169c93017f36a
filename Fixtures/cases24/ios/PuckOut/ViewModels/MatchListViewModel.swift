import Foundation
import Observation

@Observable
@MainActor
final class MatchListViewModel {
    var searchText = ""

    func groups(from schedule: ScheduleResponse?) -> [CompetitionGroup] {
        guard let schedule else { return [] }
        guard !searchText.isEmpty else { return schedule.groups }
        return schedule.groups.compactMap { group in
            let matches = group.matches.filter {
                $0.homeTeam.name.localizedCaseInsensitiveContains(searchText)
                    || $0.awayTeam.name.localizedCaseInsensitiveContains(searchText)
            }
            return matches.isEmpty ? nil : CompetitionGroup(competitionId: group.competitionId, headerText: group.headerText, matches: matches)
        }
    }

    func liveCount(in schedule: ScheduleResponse?) -> Int {
        schedule?.groups.flatMap(\.matches).filter(\.displayState.isLive).count ?? 0
    }

    func clockMinute(for item: MatchItem) -> Int? {
        let parts = item.displayState.clockText.components(separatedBy: "+")
        return Int(parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "' ")))
    }

    func aggregateText(for item: MatchItem) -> String {
        let home = item.homeTeam.goals * 3 + item.homeTeam.points
        let away = item.awayTeam.goals * 3 + item.awayTeam.points
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return "\(formatter.string(from: NSNumber(value: home)) ?? "") to \(formatter.string(from: NSNumber(value: away)) ?? "")"
    }
}
