import Foundation
import SwiftUI

protocol TeeTimeService: AnyObject {
    var groups: [TeeTimeGroup] { get }
    func loadTeeTimes(tournamentId: String, round: Int) async throws
}

private struct TeeTimeServiceKey: EnvironmentKey {
    static let defaultValue: any TeeTimeService = RealTeeTimeService(api: PreviewAPIClient())
}

extension EnvironmentValues {
    var teeTimeService: any TeeTimeService {
        get { self[TeeTimeServiceKey.self] }
        set { self[TeeTimeServiceKey.self] = newValue }
    }
}
