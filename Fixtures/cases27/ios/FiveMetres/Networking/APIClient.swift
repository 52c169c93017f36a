import Foundation

protocol APIClient: Sendable {
    func request<T: Decodable>(_ endpoint: Endpoint, baseURL: URL?) async throws -> T
    func send(_ endpoint: Endpoint) async throws
}

extension APIClient {
    func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        try await request(endpoint, baseURL: nil)
    }
}

enum Endpoint: Sendable {
    case schedule
    case match(id: String)
    case events(matchId: String)
    case stats(matchId: String)
    case follow(matchId: String, teamId: String?)
    case unfollow(matchId: String)
    case follows
    case registerActivityToken(matchId: String, token: String)
    case registerPushToStart(token: String)
    case frequentPushes(matchId: String, enabled: Bool)

    var path: String {
        switch self {
        case .schedule: "/schedule"
        case .match(let id): "/matches/\(id)"
        case .events(let matchId): "/matches/\(matchId)/events"
        case .stats(let matchId): "/matches/\(matchId)/stats"
        case .follow: "/user/follow/match"
        case .unfollow(let matchId): "/user/follow/match/\(matchId)"
        case .follows: "/user/follows"
        case .registerActivityToken(let matchId, _): "/user/activity/\(matchId)/token"
        case .registerPushToStart: "/user/push-to-start"
        case .frequentPushes(let matchId, _): "/user/activity/\(matchId)/frequent"
        }
    }
}

extension JSONDecoder {
    static let api: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension JSONEncoder {
    static let api: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}
