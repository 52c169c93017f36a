import Foundation

enum FixtureStatus: String, Codable, Hashable, Sendable {
    case upcoming
    case live
    case result
    case abandoned

    var badgeTitle: String {
        switch self {
        case .upcoming: return "Upcoming"
        case .live: return "Live"
        case .result: return "Result"
        case .abandoned: return "Abandoned"
        }
    }
}

struct FixtureItem: Codable, Hashable, Sendable, Identifiable {
    let fixtureId: String
    let competitionId: String
    let competitionName: String
    let title: String
    let venueLine: String
    let startsAt: Date
    let status: FixtureStatus
    let resultText: String?
    let homeCode: String
    let awayCode: String

    var id: String { fixtureId }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fixtureId = try container.decode(String.self, forKey: .fixtureId)
        competitionId = try container.decode(String.self, forKey: .competitionId)
        competitionName = try container.decode(String.self, forKey: .competitionName)
        title = try container.decode(String.self, forKey: .title)
        venueLine = try container.decode(String.self, forKey: .venueLine)
        let rawStart = try container.decode(String.self, forKey: .startsAt)
        guard let parsed = ISO8601DateFormatter().date(from: rawStart) else {
            throw DecodingError.dataCorruptedError(forKey: .startsAt, in: container, debugDescription: "Bad date: \(rawStart)")
        }
        startsAt = parsed
        status = try container.decode(FixtureStatus.self, forKey: .status)
        resultText = try container.decodeIfPresent(String.self, forKey: .resultText)
        homeCode = try container.decode(String.self, forKey: .homeCode)
        awayCode = try container.decode(String.self, forKey: .awayCode)
    }
}

struct FixturesResponse: Codable, Hashable, Sendable {
    let dayTitle: String
    let emptyText: String?
    let fixtures: [FixtureItem]
}

enum MatchOutcome: String, Codable, Hashable, Sendable {
    case won
    case tied
    case noResult = "no_result"
}

struct MatchSummary: Codable, Hashable, Sendable {
    let matchId: String
    let outcome: MatchOutcome
    let resultText: String
    let playerOfMatchText: String
    let inningsTotals: [String]
}
