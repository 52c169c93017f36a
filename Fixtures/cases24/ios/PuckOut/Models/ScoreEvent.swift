import Foundation

struct ScoreEvent: Codable, Hashable, Sendable, Identifiable {
    let eventId: String
    let kind: ScoreEventKind
    let teamId: String
    let minuteText: String
    let descriptionText: String
    let runningScoreText: String
    let isHomeTeam: Bool

    var id: String { eventId }

    var accessibilityText: String {
        descriptionText + ", " + runningScoreText
    }
}

enum ScoreEventKind: String, Codable, Hashable, Sendable {
    case goal
    case point
    case twoPointer = "two_pointer"
    case free
    case sixtyFive = "sixty_five"
    case wide
    case card
}

struct ScoreFlowPoint: Codable, Hashable {
    let minute: Int
    let homeTotal: Int
    let awayTotal: Int
}
