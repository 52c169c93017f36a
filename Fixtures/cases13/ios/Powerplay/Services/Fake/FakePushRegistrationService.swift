import Foundation
import Observation

@Observable
@MainActor
final class FakePushRegistrationService: PushRegistrationService {
    private(set) var registeredTokens: [String: Data] = [:]
    private(set) var pushToStartToken: Data?
    private(set) var frequentPushesEnabled = false

    func register(activityToken: Data, fixtureId: String) async {
        registeredTokens[fixtureId] = activityToken
    }

    func registerPushToStart(token: Data) async {
        pushToStartToken = token
    }

    func reportFrequentPushes(_ enabled: Bool) async {
        frequentPushesEnabled = enabled
    }
}
