import SwiftUI

@MainActor
protocol RaceCardService: AnyObject, Observable {
    var meetings: [Meeting] { get }
    func loadMeetings(for date: Date) async throws
    func raceCard(raceId: String) async throws -> RaceCardResponse
    func result(raceId: String) async throws -> RaceResult
}

private struct RaceCardServiceKey: EnvironmentKey {
    static let defaultValue: any RaceCardService = FakeRaceCardService()
}

extension EnvironmentValues {
    var raceCardService: any RaceCardService {
        get { self[RaceCardServiceKey.self] }
        set { self[RaceCardServiceKey.self] = newValue }
    }
}
