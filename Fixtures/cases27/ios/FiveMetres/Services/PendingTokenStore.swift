import Foundation

final class PendingTokenStore: Sendable {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func save(token: String, matchId: String) {
        defaults.set(token, forKey: "pendingToken.\(matchId)")
    }

    func clear(matchId: String) {
        defaults.removeObject(forKey: "pendingToken.\(matchId)")
    }

    func pending() -> [String: String] {
        defaults.dictionaryRepresentation()
            .filter { $0.key.hasPrefix("pendingToken.") }
            .reduce(into: [:]) { $0[String($1.key.dropFirst("pendingToken.".count))] = $1.value as? String }
    }
}
