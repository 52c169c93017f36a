import Foundation
import os

fileprivate final class FollowStore {
    private let logger = Logger(subsystem: "app.redzone", category: "FollowStore")
    private let defaults = UserDefaults.standard

    func save(_ ids: Set<String>) {
        defaults.set(Array(ids), forKey: "followedGameIds")
        print("saved \(ids.count) follows")
        logger.debug("saved \(ids.count) follows")
    }

    func load() -> Set<String> {
        let ids = defaults.stringArray(forKey: "followedGameIds") ?? []
        debugPrint(ids)
        return Set(ids)
    }
}
