import Foundation
import Observation

@Observable
@MainActor
final class GroupTableViewModel {
    private(set) var tables: [GroupTable] = []
    private let matchService: any MatchService

    init(matchService: any MatchService) {
        self.matchService = matchService
    }

    func goalDifference(for standing: GroupStanding) -> Int {
        Int(standing.goalDifferenceLabel.replacingOccurrences(of: "+", with: "")) ?? 0
    }

    func qualifiedTeams(in table: GroupTable) -> [GroupStanding] {
        table.standings.filter(\.isQualified)
    }

    func topTwo(in table: GroupTable) -> ArraySlice<GroupStanding> {
        table.standings.prefix(2)
    }

    func pointsPerGame(_ standing: GroupStanding) -> Double {
        let points = Double(standing.pointsLabel) ?? 0
        return points / Double(max(standing.played, 1))
    }

    func load() async {
        tables = (try? await matchService.groupTables(competition: "ehf-cl")) ?? []
    }
}
