import Foundation

@Observable @MainActor
final class FakeRaceCardService: RaceCardService {
    private(set) var meetings: [Meeting] = PreviewData.meetings

    func loadMeetings(for date: Date) async throws {}

    func raceCard(raceId: String) async throws -> RaceCardResponse {
        PreviewData.raceCard
    }

    func result(raceId: String) async throws -> RaceResult {
        PreviewData.result
    }
}
