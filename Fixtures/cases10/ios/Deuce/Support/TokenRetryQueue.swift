import Foundation

struct PendingToken: Codable, Hashable, Sendable {
    let matchId: String
    let token: String
}

/// Activity push tokens that failed to reach the backend. Persisted so a
/// token from a crashed or backgrounded session is retried on next foreground.
@MainActor
final class TokenRetryQueue {
    private let defaults: UserDefaults
    private let storageKey = "pendingActivityTokens"
    private var pending: [String: PendingToken] = [:]

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: storageKey),
           let saved = try? JSONDecoder().decode([PendingToken].self, from: data) {
            pending = Dictionary(uniqueKeysWithValues: saved.map { ($0.matchId, $0) })
        }
    }

    func enqueue(token: String, matchId: String) {
        pending[matchId] = PendingToken(matchId: matchId, token: token)
        persist()
    }

    func clear(matchId: String) {
        guard pending.removeValue(forKey: matchId) != nil else { return }
        persist()
    }

    func flush(_ send: (PendingToken) async throws -> Void) async {
        for item in pending.values {
            do {
                try await send(item)
                pending[item.matchId] = nil
            } catch {
                continue
            }
        }
        persist()
    }

    private func persist() {
        let data = try? JSONEncoder().encode(Array(pending.values))
        defaults.set(data, forKey: storageKey)
    }
}
