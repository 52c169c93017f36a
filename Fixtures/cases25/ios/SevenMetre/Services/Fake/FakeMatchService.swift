import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var stubbedMatch: Match = PreviewData.liveMatch
    let stubbedSchedule = ScheduleResponse(competitions: [], generatedAt: "2026-03-14T18:45:00Z")

    func schedule() async throws -> ScheduleResponse { stubbedSchedule }

    func match(id: String) async throws -> Match { stubbedMatch }

    func groupTables(competition: String) async throws -> [GroupTable] {
        [PreviewData.groupA]
    }
}
