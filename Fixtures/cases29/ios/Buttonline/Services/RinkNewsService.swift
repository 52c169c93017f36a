import SwiftUI

protocol RinkNewsService {
    func headlines(for eventId: String) async throws -> [String]
}

struct RinkNewsServiceKey: EnvironmentKey {
    static let defaultValue: any RinkNewsService = FakeRinkNewsService()
}

extension EnvironmentValues {
    var rinkNewsService: any RinkNewsService {
        get { self[RinkNewsServiceKey.self] }
        set { self[RinkNewsServiceKey.self] = newValue }
    }
}
