import Foundation

enum DeepLink: Hashable {
    case match(id: String)
    case ladder(competition: String)
    case draw(id: String)
    case round(competition: String, number: Int)

    init?(url: URL) {
        guard url.scheme == "centrepass", let host = url.host() else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch host {
        case "match":
            guard let id = parts.first else { return nil }
            self = .match(id: id)
        case "ladder":
            self = .ladder(competition: parts.first ?? "snm")
        case "draw":
            guard let id = parts.first else { return nil }
            self = .draw(id: id)
        case "round":
            guard parts.count == 2, let number = Int(parts[1]) else { return nil }
            self = .round(competition: parts[0], number: number)
        default:
            return nil
        }
    }
}
