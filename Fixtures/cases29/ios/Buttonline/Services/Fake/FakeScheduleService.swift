import Foundation

@Observable @MainActor final class FakeScheduleService: ScheduleService {
    var schedule: ScheduleResponse? = PreviewFixtures.schedule
    var liveGames: [GameItem] = PreviewFixtures.schedule.events.flatMap { $0.draws }.flatMap { $0.games }.filter(\.isLive)

    func refresh() async throws {}
}
