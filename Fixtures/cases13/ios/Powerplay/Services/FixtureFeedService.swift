import SwiftUI

@MainActor
protocol FixtureFeedService: AnyObject, Observable {
    func fixture(id: String) async throws -> Fixture
    func updates(for fixtureId: String) -> AsyncStream<Fixture>
    func currentReview(for fixtureId: String) async throws -> ReviewState?
}

private struct FixtureFeedServiceKey: EnvironmentKey {
    static let defaultValue: any FixtureFeedService = FakeFixtureFeedService()
}

extension EnvironmentValues {
    var fixtureFeedService: any FixtureFeedService {
        get { self[FixtureFeedServiceKey.self] }
        set { self[FixtureFeedServiceKey.self] = newValue }
    }
}
