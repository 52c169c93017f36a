import Foundation
import Observation

@Observable @MainActor final class FakeStandingsService: StandingsService {
    var standings: StandingsResponse? = PreviewData.standings

    func load() async throws {}
}
