import Foundation

protocol CreaseAPI: Sendable {
    func postActivityToken(matchId: String, pushToken: String) async throws
    func postPushToStartToken(_ token: String) async throws
    func deleteActivityToken(matchId: String) async
    func postFrequentPushesEnabled(matchId: String, enabled: Bool) async throws
    func follow(matchId: String) async throws
    func unfollow(matchId: String) async throws
}
