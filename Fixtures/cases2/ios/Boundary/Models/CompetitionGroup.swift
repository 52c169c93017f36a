import Foundation

struct CompetitionGroup: Codable, Hashable, Sendable {
    let title: String
    let matches: [MatchSummary]
}

struct FixturesResponse: Codable, Hashable, Sendable {
    let groups: [CompetitionGroup]
    let emptyStateText: String?
    let etag: String?
}

struct FollowResponse: Codable, Hashable, Sendable {
    let status: String
    let toast: String
    let sponsored: Bool
    let initialState: BoundaryMatchAttributes.ContentState?
}

struct APIFailure: Codable, Hashable, Sendable, Error {
    let code: String
    let message: String
}
