import Foundation
import os

enum PendingToken: Codable, Hashable, Sendable {
    case activity(ActivityTokenRequest)
    case push(PushTokenRequest)
}

/// Tokens the backend has not acknowledged yet. Persisted so a failed upload is retried
/// on the next foreground even if the app was killed in between.
@MainActor
final class PendingTokenQueue {
    static let shared = PendingTokenQueue(api: .live)
    private static let storageKey = "pendingPushTokens"

    private let api: APIClient
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "app.oche", category: "PendingTokenQueue")
    private var pending: [PendingToken]
    private var isFlushing = false

    init(api: APIClient, defaults: UserDefaults = .standard) {
        self.api = api
        self.defaults = defaults
        let stored = defaults.data(forKey: Self.storageKey) ?? Data()
        pending = (try? JSONDecoder().decode([PendingToken].self, from: stored)) ?? []
    }

    func submit(_ token: PendingToken) {
        pending.removeAll { $0 == token }
        pending.append(token)
        save()
        Task { await flush() }
    }

    func flush() async {
        guard !isFlushing, !pending.isEmpty else { return }
        isFlushing = true
        defer { isFlushing = false }

        var stillPending: [PendingToken] = []
        for token in pending {
            do {
                try await upload(token)
            } catch {
                logger.notice("Keeping token for retry: \(error.localizedDescription, privacy: .public)")
                stillPending.append(token)
            }
        }
        pending = stillPending
        save()
    }

    private func upload(_ token: PendingToken) async throws {
        switch token {
        case .activity(let body):
            try await api.registerActivityToken(body)
        case .push(let body):
            try await api.registerPushToken(body)
        }
    }

    private func save() {
        defaults.set(try? JSONEncoder().encode(pending), forKey: Self.storageKey)
    }
}
