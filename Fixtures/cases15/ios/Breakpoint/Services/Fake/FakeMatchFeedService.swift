import Foundation

@Observable
@MainActor
final class FakeMatchFeedService: MatchFeedService {
    var tournaments: [TournamentGroup] = PreviewSchedule.today.tournaments

    func refresh() async {
        tournaments = PreviewSchedule.today.tournaments
    }

    func profile(for playerId: String) async throws -> PlayerProfileResponse {
        PreviewSchedule.profile
    }
}
