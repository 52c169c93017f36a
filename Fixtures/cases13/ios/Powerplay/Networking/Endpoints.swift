import Foundation

struct Endpoint<Response: Decodable>: Sendable {
    let method: String
    let path: String
    let body: Data?
}

struct EmptyResponse: Decodable, Sendable {}

extension Endpoint where Response == FollowResponse {
    static func follow(_ request: FollowRequest) -> Self {
        Endpoint(method: "POST", path: "/user/follow/match", body: try? JSONEncoder().encode(request))
    }
}

extension Endpoint where Response == EmptyResponse {
    static func unfollow(fixtureId: String) -> Self {
        Endpoint(method: "DELETE", path: "/user/follow/match/\(fixtureId)", body: nil)
    }

    static func switchTeam(fixtureId: String, teamId: String) -> Self {
        Endpoint(method: "PATCH", path: "/user/follow/match/\(fixtureId)/team", body: try? JSONEncoder().encode(["teamId": teamId]))
    }

    static func registerActivityToken(_ body: ActivityTokenRequest) -> Self {
        Endpoint(method: "POST", path: "/user/activity-token", body: try? JSONEncoder().encode(body))
    }

    static func registerPushToStart(_ body: PushToStartRequest) -> Self {
        Endpoint(method: "POST", path: "/user/push-to-start-token", body: try? JSONEncoder().encode(body))
    }

    static func updateDevicePreferences(_ body: FrequentPushesRequest) -> Self {
        Endpoint(method: "PATCH", path: "/user/device", body: try? JSONEncoder().encode(body))
    }
}

extension Endpoint where Response == UserFollowsResponse {
    static var userFollows: Self { Endpoint(method: "GET", path: "/user/follows", body: nil) }
}

extension Endpoint where Response == Fixture {
    static func fixture(id: String) -> Self { Endpoint(method: "GET", path: "/matches/\(id)", body: nil) }
}

extension Endpoint where Response == ScheduleResponse {
    static var schedule: Self { Endpoint(method: "GET", path: "/schedule", body: nil) }
}

extension Endpoint where Response == LiveMatchesResponse {
    static var liveMatches: Self { Endpoint(method: "GET", path: "/matches/live", body: nil) }
}

extension Endpoint where Response == ReviewState? {
    static func review(fixtureId: String) -> Self { Endpoint(method: "GET", path: "/matches/\(fixtureId)/review", body: nil) }
}

enum Endpoints {
    static func venue(id: String) -> URL {
        AppConfig.apiBaseURL.appending(path: "venues/\(id)")
    }
}

struct FollowRequest: Codable, Hashable, Sendable {
    let matchId: String
    let teamId: String?
}

struct ActivityTokenRequest: Codable, Hashable, Sendable {
    let fixtureId: String
    let pushToken: String
}

struct PushToStartRequest: Codable, Hashable, Sendable {
    let pushToStartToken: String
}

struct FrequentPushesRequest: Codable, Hashable, Sendable {
    let enabled: Bool
}
