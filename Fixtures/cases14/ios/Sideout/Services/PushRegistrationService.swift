import SwiftUI

@MainActor
protocol PushRegistrationService: AnyObject, Observable {
    var pendingTokenCount: Int { get }
    func register(deviceToken: Data) async
    func registerPushToStart(token: Data) async
    func reportFrequentPushes(_ enabled: Bool)
    func retryPending() async
}

struct PushRegistrationServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any PushRegistrationService = FakePushRegistrationService()
}

extension EnvironmentValues {
    var pushRegistrationService: any PushRegistrationService {
        get { self[PushRegistrationServiceKey.self] }
        set { self[PushRegistrationServiceKey.self] = newValue }
    }
}
