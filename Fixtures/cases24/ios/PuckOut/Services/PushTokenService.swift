import SwiftUI

@MainActor
protocol PushTokenService: AnyObject, Observable {
    var pushToStartRegistered: Bool { get }
    func observePushToStartTokens() async
}

private struct PushTokenServiceKey: EnvironmentKey {
    static let defaultValue: any PushTokenService = FakePushTokenService()
}

extension EnvironmentValues {
    var pushTokenService: any PushTokenService {
        get { self[PushTokenServiceKey.self] }
        set { self[PushTokenServiceKey.self] = newValue }
    }
}
