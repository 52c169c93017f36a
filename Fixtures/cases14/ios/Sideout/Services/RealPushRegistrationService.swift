import Foundation
import Observation

@Observable @MainActor
final class RealPushRegistrationService: PushRegistrationService {
    private(set) var pendingTokenCount = 0
    private var pendingTokens: [String] = []
    private var frequentPushesEnabled = false
    private let api: any APIClient
    private let auth: CognitoAuthService

    init(api: any APIClient, auth: CognitoAuthService) {
        self.api = api
        self.auth = auth
    }

    func register(deviceToken: Data) async {
        let hex = deviceToken.hexString
        for attempt in 1...3 {
            do {
                _ = try await api.send(Endpoints.deviceToken(hex, frequentPushesEnabled: frequentPushesEnabled))
                return
            } catch {
                Log.push.error("Device token attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(Double(attempt) * 2))
            }
        }
        pendingTokens.append(hex)
        pendingTokenCount = pendingTokens.count
    }

    func registerPushToStart(token: Data) async {
        let hex = token.hexString
        do {
            _ = try await api.send(Endpoints.pushToStartToken(hex))
        } catch {
            NSLog("push-to-start registration failed: %@", error.localizedDescription)
        }
    }

    func reportFrequentPushes(_ enabled: Bool) {
        frequentPushesEnabled = enabled
    }

    func retryPending() async {
        let queued = pendingTokens
        pendingTokens.removeAll()
        for hex in queued {
            if (try? await api.send(Endpoints.deviceToken(hex, frequentPushesEnabled: frequentPushesEnabled))) == nil {
                pendingTokens.append(hex)
            }
        }
        pendingTokenCount = pendingTokens.count
        _ = await auth.currentUser()
    }
}
