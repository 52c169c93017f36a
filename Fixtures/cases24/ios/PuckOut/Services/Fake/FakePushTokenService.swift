import Foundation

@Observable
@MainActor
final class FakePushTokenService: PushTokenService {
    var pushToStartRegistered = true

    func observePushToStartTokens() async {}
}
