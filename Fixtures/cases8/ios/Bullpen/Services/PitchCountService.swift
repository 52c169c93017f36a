import SwiftUI

protocol PitchCountService {
    func pitchingLines(gameId: String) async throws -> [PitchingLine]
    func startPolling(gameId: String)
    func stopPolling()
}

private struct PitchCountServiceKey: EnvironmentKey {
    static let defaultValue: any PitchCountService = FakePitchCountService()
}

extension EnvironmentValues {
    var pitchCountService: any PitchCountService {
        get { self[PitchCountServiceKey.self] }
        set { self[PitchCountServiceKey.self] = newValue }
    }
}
