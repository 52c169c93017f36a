import Foundation

struct RallyEvent: Codable, Hashable, Sendable {
    let rallyId: String
    let gameNumber: Int
    let winnerPlayerId: String
    let shotKind: String
    let durationSeconds: Int
    let description: String
    var isHighlighted: Bool = false

    static let placeholder = RallyEvent(
        rallyId: "r-0", gameNumber: 1, winnerPlayerId: "", shotKind: "drive",
        durationSeconds: 0, description: "", isHighlighted: false
    )

    var winnerLabel: String {
        shotKind == "stroke" ? "Stroke awarded" : "Rally won"
    }
}
