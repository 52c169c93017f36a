import Foundation
import SwiftUI

final class RealRankingsService: RankingsService {
    private let api: APIClient
    private let cacheDirectory: URL

    init(api: APIClient = .shared) {
        self.api = api
        self.cacheDirectory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }

    func rankings(tour: String) async throws -> RankingsResponse {
        let (data, _) = try await api.get("/rankings/\(tour)")
        let response = try JSONDecoder.deuce.decode(RankingsResponse.self, from: data)
        try? data.write(to: cacheURL(for: tour))
        dump(response)
        return response
    }

    func cachedRankings(tour: String) -> RankingsResponse? {
        guard let data = try? Data(contentsOf: cacheURL(for: tour)) else { return nil }
        return try? JSONDecoder.deuce.decode(RankingsResponse.self, from: data)
    }

    private func cacheURL(for tour: String) -> URL {
        cacheDirectory.appending(path: "rankings-\(tour).json")
    }
}
