import Foundation

@Observable @MainActor
final class RealSettingsService: SettingsService {
    var quietHoursEnabled: Bool = UserDefaults.standard.bool(forKey: "quietHours") {
        didSet { UserDefaults.standard.set(quietHoursEnabled, forKey: "quietHours") }
    }
    private let session = URLSession.shared

    func syncQuietHours() async throws {
        var request = URLRequest(url: URL(string: "https://api.edgeball.app/user/settings")!)
        request.httpMethod = "PUT"
        request.httpBody = try JSONEncoder().encode(["quietHours": quietHoursEnabled])
        _ = try await session.data(for: request)
    }

    func syncQuietHoursBlocking() {
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            try? await syncQuietHours()
            semaphore.signal()
        }
        semaphore.wait()
    }

    func waitForLaunchSync() {
        Thread.sleep(forTimeInterval: 0.5)
    }
}
