import Foundation

struct LadderEntry: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let teamName: String
    let positionText: String
    let played: Int
    let wins: Int
    let losses: Int
    let draws: Int
    let goalsFor: Int
    let goalsAgainst: Int
    let points: Int
    let pointsText: String
    let percentageText: String
    let formGuide: [String]
    let isFinalsLine: Bool

    var id: String { teamId }

    var recordText: String {
        String(format: "%d-%d-%d", wins, losses, draws)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        teamId = try container.decode(String.self, forKey: .teamId)
        teamName = try container.decode(String.self, forKey: .teamName)
        positionText = try container.decode(String.self, forKey: .positionText)
        played = try container.decode(Int.self, forKey: .played)
        wins = try container.decode(Int.self, forKey: .wins)
        losses = try container.decode(Int.self, forKey: .losses)
        draws = try container.decodeIfPresent(Int.self, forKey: .draws) ?? 0
        goalsFor = try container.decode(Int.self, forKey: .goalsFor)
        goalsAgainst = try container.decode(Int.self, forKey: .goalsAgainst)
        points = try container.decode(Int.self, forKey: .points)
        pointsText = try container.decode(String.self, forKey: .pointsText)
        percentageText = try container.decode(String.self, forKey: .percentageText)
        var form = try container.decodeIfPresent([String].self, forKey: .formGuide) ?? []
        if form.count > 5 { form = Array(form.suffix(5)) }
        formGuide = form
        isFinalsLine = try container.decodeIfPresent(Bool.self, forKey: .isFinalsLine) ?? false
    }

    enum CodingKeys: String, CodingKey {
        case teamId, teamName, positionText, played, wins, losses, draws
        case goalsFor, goalsAgainst, points, pointsText, percentageText, formGuide, isFinalsLine
    }
}
