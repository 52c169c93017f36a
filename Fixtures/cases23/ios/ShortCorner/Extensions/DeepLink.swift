import Foundation

enum DeepLink: Hashable {
    case match(id: String, quarter: Int?)
    case matchStats(id: String)
    case standings(competitionId: String)

    init?(url: URL) {
        guard url.scheme == "shortcorner", let host = url.host() else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        switch (host, parts.count) {
        case ("match", 1):
            let quarter = components?.queryItems?.first(where: { $0.name == "q" })?.value.flatMap { Int($0) }
            self = .match(id: parts[0], quarter: quarter)
        case ("match", 2) where parts[1] == "stats":
            self = .matchStats(id: parts[0])
        case ("standings", 1):
            self = .standings(competitionId: parts[0])
        default:
            return nil
        }
    }
}
