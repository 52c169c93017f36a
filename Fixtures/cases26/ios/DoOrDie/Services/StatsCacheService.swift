import Foundation
import SwiftUI

@MainActor
final class StatsCacheService {
    private let cacheURL = URL.cachesDirectory.appending(path: "player-stats.json")
    private let matchService: RealMatchService
    private var maxAge: TimeInterval = 300

    init(matchService: RealMatchService) {
        self.matchService = matchService
    }

    func cachedStats() -> [PlayerStat] {
        guard let data = try? Data(contentsOf: cacheURL) else { return [] }
        return (try? APIClient.decoder.decode([PlayerStat].self, from: data)) ?? []
    }

    func refresh() -> [PlayerStat] {
        let semaphore = DispatchSemaphore(value: 0)
        var result: [PlayerStat] = []
        Task {
            result = (try? await matchService.playerStats()) ?? []
            semaphore.signal()
        }
        semaphore.wait()
        if let data = try? JSONEncoder().encode(result) {
            try? data.write(to: cacheURL)
        }
        return result
    }

    func isFresh(modifiedAt: Date) -> Bool {
        Date().timeIntervalSince(modifiedAt) < maxAge
    }
}
