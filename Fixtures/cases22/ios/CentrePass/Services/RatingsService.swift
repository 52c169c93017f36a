import SwiftUI

@MainActor
protocol RatingsService: AnyObject, Observable {
    var latest: [PlayerRating] { get }
    func refresh(matchId: String) async throws
}

private struct RatingsServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any RatingsService = FakeRatingsService()
}

extension EnvironmentValues {
    var ratingsService: any RatingsService {
        get { self[RatingsServiceKey.self] }
        set { self[RatingsServiceKey.self] = newValue }
    }
}
