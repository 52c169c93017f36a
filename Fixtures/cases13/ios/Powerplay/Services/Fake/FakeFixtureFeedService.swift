import Foundation
import Observation

@Observable
@MainActor
final class FakeFixtureFeedService: FixtureFeedService {
    var fixture: Fixture = .previewLive
    var review: ReviewState? = .previewUmpiresCall

    func fixture(id: String) async throws -> Fixture {
        fixture
    }

    func updates(for fixtureId: String) -> AsyncStream<Fixture> {
        AsyncStream { continuation in
            continuation.yield(fixture)
            continuation.finish()
        }
    }

    func currentReview(for fixtureId: String) async throws -> ReviewState? {
        review
    }
}
