import Foundation

enum DeepLink: Equatable {
    case match(id: String)
    case standings

    /// Widget and Live Activity taps open `crease://match/<id>`.
    init?(url: URL) {
        guard url.scheme == "crease" else { return nil }
        switch url.host() {
        case "match":
            guard let id = url.pathComponents.last, id != "/" else { return nil }
            self = .match(id: id)
        case "standings":
            self = .standings
        default:
            return nil
        }
    }
}
