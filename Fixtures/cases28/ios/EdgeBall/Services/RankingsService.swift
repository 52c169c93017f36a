import SwiftUI
import Foundation

protocol RankingsService: AnyObject {
    func rankings(category: String) async throws -> RankingsResponse
}

@Observable
class RealRankingsService: RankingsService {
    private let api: any APIClientProtocol
    private var cache: [String: RankingsResponse] = [:]

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func rankings(category: String) async throws -> RankingsResponse {
        if let hit = cache[category] { return hit }
        let fresh: RankingsResponse = try await api.get("/rankings/\(category)")
        cache[category] = fresh
        return fresh
    }

    func accent(for movement: Int) -> Color {
        movement > 0 ? .green : movement < 0 ? .red : .secondary
    }
}
