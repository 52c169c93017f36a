import Foundation

struct Fixture: Codable, Hashable, Sendable, Identifiable {
    let fixtureId: String
    let competitionName: String
    let roundName: String
    let homeName: String
    let awayName: String
    let venue: String
    let throwIn: Date
    let isRefixed: Bool
    let broadcaster: String?

    var id: String { fixtureId }

    var isToday: Bool {
        Calendar.current.isDateInToday(throwIn)
    }

    var headline: String {
        "\(homeName) v \(awayName)"
    }

    var venueLine: String {
        isRefixed ? "Refixed: \(venue)" : venue
    }

    func broadcastText() -> String {
        broadcaster.map { "Live on \($0)" } ?? "Not televised"
    }

    static let placeholder = Fixture(
        fixtureId: "placeholder",
        competitionName: "",
        roundName: "",
        homeName: "",
        awayName: "",
        venue: "",
        throwIn: .distantFuture,
        isRefixed: false,
        broadcaster: nil
    )

    init(fixtureId: String, competitionName: String, roundName: String, homeName: String, awayName: String, venue: String, throwIn: Date, isRefixed: Bool, broadcaster: String?) {
        self.fixtureId = fixtureId
        self.competitionName = competitionName
        self.roundName = roundName
        self.homeName = homeName
        self.awayName = awayName
        self.venue = venue
        self.throwIn = throwIn
        self.isRefixed = isRefixed
        self.broadcaster = broadcaster
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fixtureId = try container.decode(String.self, forKey: .fixtureId)
        competitionName = try container.decode(String.self, forKey: .competitionName)
        roundName = try container.decode(String.self, forKey: .roundName)
        homeName = try container.decode(String.self, forKey: .homeName)
        awayName = try container.decode(String.self, forKey: .awayName)
        venue = try container.decode(String.self, forKey: .venue)
        throwIn = try container.decode(Date.self, forKey: .throwIn)
        isRefixed = try container.decodeIfPresent(Bool.self, forKey: .isRefixed) ?? false
        broadcaster = try container.decodeIfPresent(String.self, forKey: .broadcaster)
    }
}
