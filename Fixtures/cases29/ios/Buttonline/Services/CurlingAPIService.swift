import Foundation
import SwiftUI

/// Thin HTTP layer over the Buttonline backend.
@MainActor protocol CurlingAPIService: AnyObject, Observable {
    func get<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T
    func post(_ path: String, body: some Encodable & Sendable) async throws
    func delete(_ path: String) async throws
}

struct CurlingAPIServiceKey: EnvironmentKey {
    static let defaultValue: any CurlingAPIService = FakeCurlingAPIService()
}

extension EnvironmentValues {
    var curlingAPI: any CurlingAPIService {
        get { self[CurlingAPIServiceKey.self] }
        set { self[CurlingAPIServiceKey.self] = newValue }
    }
}
