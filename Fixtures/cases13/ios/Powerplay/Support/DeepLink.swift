import Foundation

/// powerplay://fixture/<id> and powerplay://following
struct DeepLink: Hashable {
    let tab: RootTab
    let fixtureId: String?

    init?(url: URL) {
        guard url.scheme == "powerplay" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host() {
        case "fixture":
            tab = .live
            fixtureId = parts.first
        case "following":
            tab = .following
            fixtureId = nil
        default:
            return nil
        }
    }
}
