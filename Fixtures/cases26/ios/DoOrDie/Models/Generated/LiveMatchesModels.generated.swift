// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To regenerate: npm run generate:schemas (backend/src/schemas)

import Foundation

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
    let generatedAt: String
}

extension LiveMatchesResponse {
    var liveCountText: String {
        "\(matches.count) live"
    }
}
