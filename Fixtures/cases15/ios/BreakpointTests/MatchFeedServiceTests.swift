import Testing
@testable import Breakpoint

@MainActor
struct MatchFeedServiceTests {
    @Test func fakeFeedRefreshKeepsPreviewSchedule() async {
        // Arrange
        let feed = FakeMatchFeedService()

        // Act
        await feed.refresh()

        // Assert
        print("tournaments after refresh: \(feed.tournaments.count)")
        #expect(feed.tournaments.first?.header == "Roland Garros — Men's Singles")
    }

    @Test func liveFilterUsesFlagOnly() {
        let vm = ScheduleViewModel(feed: FakeMatchFeedService())
        #expect(vm.liveMatches.allSatisfy(\.isLive))
    }
}
