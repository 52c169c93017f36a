import Foundation

@Observable @MainActor
final class FakeMatchService: MatchService {
    let liveMatches: [MatchItem] = PreviewData.matches

    func loadSchedule(day: Date) async throws -> [MatchItem] { PreviewData.matches }
    func loadDisplay(matchId: String) async throws -> MatchDisplayState { PreviewData.liveDisplay }
    func refreshLive() async throws {}
}
