import Foundation

/// Tokens that failed to upload; retried on the next foreground.
final class PendingTokenStore: @unchecked Sendable {
    static let shared = PendingTokenStore()
    private let defaults = UserDefaults.standard
    private let key = "pendingActivityTokens"

    func enqueue(token: String, matchId: String) {
        var pending = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        pending[matchId] = token
        defaults.set(pending, forKey: key)
    }

    func drain() -> [String: String] {
        let pending = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        defaults.removeObject(forKey: key)
        return pending
    }
}
