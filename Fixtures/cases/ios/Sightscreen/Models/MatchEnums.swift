import Foundation

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case inningsBreak = "innings_break"
    case completed
    case abandoned
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case exciting
    case tense
    case dominant
}
