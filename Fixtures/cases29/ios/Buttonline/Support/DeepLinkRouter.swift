import Foundation
import Observation

/// Routes buttonline://game/<id> and buttonline://event/<id> links opened
/// from widgets and Live Activities.
@Observable @MainActor final class DeepLinkRouter {
    static let shared = DeepLinkRouter()
    private(set) var pendingGameId: String?

    func handle(_ url: URL) {
        let segments = url.path.split(separator: "/")
        guard url.host() == "game", let id = segments.first else { return }
        pendingGameId = String(id)
    }

    func gameId(fromActivityURL url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "game" })?.value
    }
}
