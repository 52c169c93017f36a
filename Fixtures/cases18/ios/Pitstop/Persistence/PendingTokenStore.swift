import Foundation

/// Activity push tokens that failed to upload; retried on next foreground.
final class PendingTokenStore {
    private let defaults: UserDefaults
    private let key = "pendingActivityTokens"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func enqueue(token: String, raceId: String) {
        var pending = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        pending[raceId] = token
        defaults.set(pending, forKey: key)
    }

    func clear(raceId: String) {
        var pending = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        pending[raceId] = nil
        defaults.set(pending, forKey: key)
    }

    func all() -> [String: String] {
        defaults.dictionary(forKey: key) as? [String: String] ?? [:]
    }
}
