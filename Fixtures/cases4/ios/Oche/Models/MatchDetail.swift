import Foundation

/// GET /matches/:id. The endpoint nests the visit timeline, so this one is decoded by hand.
struct MatchDetail: Codable, Hashable, Sendable {
    let item: MatchItem
    let visits: [Visit]
    let legs: [LegSummary]
    let statRows: [StatRow]

    private enum CodingKeys: String, CodingKey {
        case match
        case timeline
        case stats
    }

    private enum TimelineKeys: String, CodingKey {
        case visits
        case legs
    }

    init(item: MatchItem, visits: [Visit], legs: [LegSummary], statRows: [StatRow]) {
        self.item = item
        self.visits = visits
        self.legs = legs
        self.statRows = statRows
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        item = try container.decode(MatchItem.self, forKey: .match)
        let timeline = try container.nestedContainer(keyedBy: TimelineKeys.self, forKey: .timeline)
        visits = try timeline.decode([Visit].self, forKey: .visits)
        legs = try timeline.decode([LegSummary].self, forKey: .legs)
        statRows = try container.decodeIfPresent([StatRow].self, forKey: .stats) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .match)
        var timeline = container.nestedContainer(keyedBy: TimelineKeys.self, forKey: .timeline)
        try timeline.encode(visits, forKey: .visits)
        try timeline.encode(legs, forKey: .legs)
        try container.encode(statRows, forKey: .stats)
    }
}

struct Visit: Codable, Hashable, Sendable, Identifiable {
    let visitId: String
    let playerId: String
    let darts: String
    let score: Int
    let remainingAfter: Int
    let isCheckout: Bool
    let displayText: String

    var id: String { visitId }
}

struct LegSummary: Codable, Hashable, Sendable {
    let setNumber: Int
    let legNumber: Int
    let winnerId: String
    let dartsUsed: Int
    let checkout: Int
    let summaryText: String

    var legLabel: String {
        "Set \(setNumber) · Leg \(legNumber)"
    }
}

struct StatRow: Codable, Hashable, Sendable {
    let label: String
    let homeText: String
    let awayText: String
    let highlightHome: Bool
}
