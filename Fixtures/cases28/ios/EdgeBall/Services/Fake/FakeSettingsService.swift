import Foundation

@Observable @MainActor
final class FakeSettingsService: SettingsService {
    var quietHoursEnabled = false
    func syncQuietHours() async throws {}
}
