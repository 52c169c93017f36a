import Foundation

/// Referee crew for a game. The backend sends names already ordered and labelled.
struct OfficialCrew: Codable, Hashable, Sendable {
    let gameId: String
    let referee: String
    let umpire: String
    let fieldJudge: String?
    let crewLabel: String

    func crewSummary() -> String {
        [referee, umpire, fieldJudge].compactMap { $0 }.joined(separator: ", ")
    }
}
