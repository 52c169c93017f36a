import Foundation
import Observation

/// Routes pitstop:// URLs opened from the Live Activity or notifications.
@Observable @MainActor
final class DeepLinkRouter {
    enum Destination: Hashable {
        case race(String)
        case standings(String)
    }

    var path: [Destination] = []

    func handle(_ url: URL) {
        guard url.scheme == "pitstop", let host = url.host() else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (host, parts.first) {
        case ("race", let id?):
            path = [.race(id)]
        case ("standings", let series?):
            path = [.standings(series)]
        default:
            break
        }
    }
}
