import Foundation

enum DeepLinkRoute: Equatable {
    case game(String)
    case schedule
}

enum DeepLinkRouter {
    static func route(for url: URL) -> DeepLinkRoute {
        let parts = url.pathComponents.filter { $0 != "/" }
        if url.host == "game", let id = parts.first { return .game(id) }
        return .schedule
    }
}
