import Foundation

/// Activity push tokens that failed to reach the backend, kept until a retry succeeds.
struct PendingTokenStore: Sendable {
    private let key = "pending-activity-tokens"
    private let suiteName: String?

    init(suiteName: String? = nil) {
        self.suiteName = suiteName
    }

    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    func pending() -> [ActivityTokenRequest] {
        guard let data = defaults.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([ActivityTokenRequest].self, from: data)) ?? []
    }

    func save(_ request: ActivityTokenRequest) {
        var all = pending().filter { $0.stageId != request.stageId }
        all.append(request)
        defaults.set(try? JSONEncoder().encode(all), forKey: key)
    }

    func clear(stageId: String) {
        let remaining = pending().filter { $0.stageId != stageId }
        defaults.set(try? JSONEncoder().encode(remaining), forKey: key)
    }
}

struct ActivityTokenRequest: Codable, Hashable, Sendable {
    let raceId: String
    let stageId: String
    let pushToken: String
    let previousToken: String?
    let frequentPushesEnabled: Bool
}

struct PushToStartTokenRequest: Codable, Hashable, Sendable {
    let token: String
    let deviceId: String
}
