import Foundation
import Observation

@Observable @MainActor
final class FakeRaceService: RaceService {
    var liveRaces: [RaceCard] = PreviewRaces.all

    func refreshLiveRaces() async throws {}

    func raceDetail(raceId: String, includePitStops: Bool) async throws -> RaceDetailResponse {
        PreviewRaces.detail
    }
}
