import Foundation

enum Endpoints {
    static func schedule(date: String) -> Endpoint<ScheduleResponse> {
        Endpoint(path: "/schedule", queryItems: [URLQueryItem(name: "date", value: date)])
    }

    static let liveMatches = Endpoint<LiveMatchesResponse>(path: "/matches/live")

    static func match(id: String) -> Endpoint<Match> {
        Endpoint(path: "/matches/\(id)")
    }

    static func standings(leagueId: String) -> Endpoint<StandingsResponse> {
        Endpoint(path: "/leagues/\(leagueId)/standings")
    }

    static func rallies(matchId: String) -> Endpoint<[RallyEvent]> {
        Endpoint(path: "/matches/\(matchId)/rallies")
    }

    static func follow(matchId: String, teamId: String?, encoder: JSONEncoder = JSONEncoder()) -> Endpoint<FollowResponse> {
        let body = try? encoder.encode(["matchId": matchId, "teamId": teamId ?? ""])
        return Endpoint(path: "/user/follow/match", method: .post, body: body)
    }

    static func unfollow(matchId: String) -> Endpoint<FollowResponse> {
        Endpoint(path: "/user/follow/match/\(matchId)", method: .delete)
    }

    static let follows = Endpoint<UserFollowsResponse>(path: "/user/follows")

    static func activityToken(matchId: String, token: String) -> Endpoint<EmptyResponse> {
        let body = try? JSONEncoder().encode(["matchId": matchId, "pushToken": token])
        return Endpoint(path: "/user/activity-token", method: .post, body: body)
    }

    static func pushToStartToken(_ token: String) -> Endpoint<EmptyResponse> {
        let body = try? JSONEncoder().encode(["pushToStartToken": token])
        return Endpoint(path: "/user/push-to-start-token", method: .post, body: body)
    }

    static func deviceToken(_ token: String, frequentPushesEnabled: Bool) -> Endpoint<EmptyResponse> {
        let body = try? JSONEncoder().encode(["token": token, "frequentPushes": frequentPushesEnabled ? "1" : "0"])
        return Endpoint(path: "/user/device-token", method: .post, body: body)
    }
}
