import Foundation

protocol BoundaryAPI: Sendable {
    func fixtures(ifNoneMatch etag: String?) async throws -> FixturesResponse
    func fixtures(season: Int) async throws -> [MatchSummary]
    func squad(teamID: Int) async throws -> Squad
    func follow(matchID: String, teamID: String?) async throws -> FollowResponse
    func registerActivityToken(_ hex: String, matchID: String) async throws
}
