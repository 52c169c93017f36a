import Foundation
import Observation

enum AppTab: Hashable {
    case scores
    case rankings
    case settings
}

/// Routes deuce:// links from widgets, Live Activities and alerts.
@Observable
@MainActor
final class DeepLinkRouter {
    var selectedTab: AppTab = .scores
    var openMatchId: String?

    // deuce://match/<id>, deuce://match/<id>/stats, deuce://rankings
    func handle(_ url: URL) {
        guard url.scheme == "deuce" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host() {
        case "match":
            selectedTab = .scores
            openMatchId = parts.first
        case "rankings":
            selectedTab = .rankings
        default:
            break
        }
    }
}
