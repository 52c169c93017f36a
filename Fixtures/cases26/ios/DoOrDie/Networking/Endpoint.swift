import Foundation

struct Endpoint: Sendable {
    let method: String
    let path: String

    static func schedule() -> Endpoint { Endpoint(method: "GET", path: "/schedule") }
    static func match(_ id: String) -> Endpoint { Endpoint(method: "GET", path: "/matches/\(id)") }
    static func raids(_ id: String) -> Endpoint { Endpoint(method: "GET", path: "/matches/\(id)/raids") }
    static func playerStats() -> Endpoint { Endpoint(method: "GET", path: "/stats/players") }
    static func standings(_ season: String) -> Endpoint { Endpoint(method: "GET", path: "/standings/\(season)") }
    static func follow() -> Endpoint { Endpoint(method: "POST", path: "/user/follow/match") }
    static func unfollow(_ id: String) -> Endpoint { Endpoint(method: "DELETE", path: "/user/follow/match/\(id)") }
    static func activityToken() -> Endpoint { Endpoint(method: "POST", path: "/user/activity-token") }

    func request(baseURL: URL) -> URLRequest {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        return request
    }
}
