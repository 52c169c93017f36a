import Foundation

enum DeepLink: Equatable {
    case match(id: String)
    case table(competitionId: String)
    case fixtures
}

extension URL {
    var deepLink: DeepLink? {
        guard scheme == "puckout", let components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return nil }
        let segments = components.path.split(separator: "/").map(String.init)
        switch host {
        case "match":
            return segments.first.map { DeepLink.match(id: $0) }
        case "table":
            return segments.first.map { DeepLink.table(competitionId: $0) }
        default:
            return .fixtures
        }
    }
}
