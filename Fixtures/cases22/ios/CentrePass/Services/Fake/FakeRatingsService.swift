import Foundation

@Observable
@MainActor
final class FakeRatingsService: RatingsService {
    var latest: [PlayerRating] = PreviewData.ratings

    func refresh(matchId: String) async throws {}
}
