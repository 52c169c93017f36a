import Foundation

// MARK: - MatchListResponse
struct MatchListResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
    let nextCursor: String?
    let generatedAt: Date
}

// MARK: - RankingsResponse
struct RankingsResponse: Codable, Hashable, Sendable {
    let category: String
    let weekLabel: String
    let publishedAt: Date
    let entries: [RankingEntry]
    let previousWeekLabel: String?
}
