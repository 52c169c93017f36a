import Foundation
import os

final class RealFixtureFeedService: FixtureFeedService {
    private let api: any APIClientProtocol
    private let pollInterval: Duration
    private let logger = Logger(subsystem: "app.powerplay", category: "Feed")

    init(api: any APIClientProtocol, pollInterval: Duration = .seconds(15)) {
        self.api = api
        self.pollInterval = pollInterval
    }

    func fixture(id: String) async throws -> Fixture {
        try await api.send(.fixture(id: id))
    }

    func updates(for fixtureId: String) -> AsyncStream<Fixture> {
        AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    if let latest = try? await api.send(.fixture(id: fixtureId)) {
                        continuation.yield(latest)
                    }
                    try? await Task.sleep(for: pollInterval)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func currentReview(for fixtureId: String) async throws -> ReviewState? {
        var attempt = 0
        while attempt < 3 {
            if let review = try? await api.send(.review(fixtureId: fixtureId)) {
                return review
            }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.5)
        }
        logger.info("no review state for \(fixtureId, privacy: .public)")
        return nil
    }
}
