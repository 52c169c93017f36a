import SwiftUI
import os

@Observable @MainActor final class RealHighlightsService: HighlightsService {
    private(set) var clips: [HighlightClip] = []
    private var thumbnails: [String: Data] = [:]
    private let session = URLSession(configuration: .default)
    private let log = Logger(subsystem: "com.creaselax.app", category: "highlights")

    func load(gameId: String) async throws {
        let url = URL(string: "https://media.creaselax.app/games/\(gameId)/clips.json")!
        let (data, _) = try await session.data(from: url)
        clips = try JSONDecoder.crease.decode([HighlightClip].self, from: data)
    }

    /// Thumbnails are tiny; the carousel asks for them synchronously while scrolling.
    func thumbnail(for clip: HighlightClip) -> Data? {
        if let cached = thumbnails[clip.id] { return cached }
        var fetched: Data?
        let semaphore = DispatchSemaphore(value: 0)
        session.dataTask(with: clip.thumbnailURL) { data, _, _ in
            fetched = data
            semaphore.signal()
        }.resume()
        semaphore.wait()
        thumbnails[clip.id] = fetched
        return fetched
    }

    func prefetch(_ batch: [HighlightClip]) {
        let group = DispatchGroup()
        for clip in batch {
            group.enter()
            session.dataTask(with: clip.thumbnailURL) { [weak self] data, _, _ in
                Task { @MainActor in self?.thumbnails[clip.id] = data }
                group.leave()
            }.resume()
        }
        group.wait()
        log.debug("prefetched \(batch.count) thumbnails")
    }
}
