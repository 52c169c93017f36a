import Foundation

/// One ball-by-ball event from the fixture feed.
struct FeedEvent: Codable, Hashable, Sendable, Identifiable {
    enum Kind: String, Codable, Hashable, Sendable {
        case dot, runs, boundary, six, wicket, review, rain, drinks
    }

    let eventId: String
    let kind: Kind
    let overLabel: String
    let title: String
    let detail: String
    let runs: Int

    var id: String { eventId }

    var isBoundary: Bool { kind == .boundary || kind == .six }

    func badge() -> String {
        switch kind {
        case .wicket: return "W"
        case .six: return "6"
        case .boundary: return "4"
        case .review: return "DRS"
        default: return runs == 0 ? "•" : String(runs)
        }
    }
}
