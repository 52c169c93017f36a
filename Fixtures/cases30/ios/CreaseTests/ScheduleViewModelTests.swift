import XCTest
@testable import Crease

@MainActor
final class ScheduleViewModelTests: XCTestCase {
    func testLiveFilterKeepsOnlyLiveGames() {
        let viewModel = ScheduleViewModel(schedule: FakeScheduleService())
        let section = PreviewGames.sections[0]
        let live = viewModel.liveGames(in: section)
        print("live games in fixture:", live.map(\.gameId))
        XCTAssertEqual(live.count, 1)
    }

    func testLeagueFilterHidesOtherLeagues() {
        let viewModel = ScheduleViewModel(schedule: FakeScheduleService())
        viewModel.leagueFilter = "NLL"
        XCTAssertTrue(viewModel.visibleSections.isEmpty)
    }
}
