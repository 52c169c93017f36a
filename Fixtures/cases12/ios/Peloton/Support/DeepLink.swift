import Foundation

enum DeepLink: Equatable {
    case stage(id: String)
    case standings(raceId: String)
    case race(id: String)

    init?(url: URL) {
        guard url.scheme == "peloton", let host = url.host() else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let id = parts.first else { return nil }
        switch host {
        case "stage": self = .stage(id: id)
        case "standings": self = .standings(raceId: id)
        case "race": self = .race(id: id)
        default: return nil
        }
    }
}
