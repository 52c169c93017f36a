import Foundation
import SwiftUI

@MainActor protocol StandingsService: AnyObject, Observable {
    var standings: StandingsResponse? { get }
    func load() async throws
}

private struct StandingsServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any StandingsService = FakeStandingsService()
}

extension EnvironmentValues {
    var standingsService: any StandingsService {
        get { self[StandingsServiceKey.self] }
        set { self[StandingsServiceKey.self] = newValue }
    }
}
