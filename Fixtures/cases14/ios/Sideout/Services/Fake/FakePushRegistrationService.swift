import Foundation
import Observation

@Observable @MainActor
final class FakePushRegistrationService: PushRegistrationService {
    var pendingTokenCount = 0
    func register(deviceToken: Data) async {}
    func registerPushToStart(token: Data) async {}
    func reportFrequentPushes(_ enabled: Bool) {}
    func retryPending() async { pendingTokenCount = 0 }
}
