import Foundation
import SwiftUI

final class RealRinkNewsService: RinkNewsService {
    private let api: any CurlingAPIService
    let accent: Color = .bhButton

    init(api: any CurlingAPIService) {
        self.api = api
    }

    func headlines(for eventId: String) async throws -> [String] {
        try await api.get("/events/\(eventId)/news", as: [String].self)
    }
}
