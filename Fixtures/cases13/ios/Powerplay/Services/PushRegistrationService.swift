import Foundation
import SwiftUI

/// Sends Live Activity and push-to-start tokens to the backend.
@MainActor
protocol PushRegistrationService: AnyObject, Observable {
    func register(activityToken: Data, fixtureId: String) async
    func registerPushToStart(token: Data) async
    func reportFrequentPushes(_ enabled: Bool) async
}

struct PushRegistrationServiceKey: EnvironmentKey {
    static let defaultValue: any PushRegistrationService = FakePushRegistrationService()
}

extension EnvironmentValues {
    var pushRegistrationService: any PushRegistrationService {
        get { self[PushRegistrationServiceKey.self] }
        set { self[PushRegistrationServiceKey.self] = newValue }
    }
}
