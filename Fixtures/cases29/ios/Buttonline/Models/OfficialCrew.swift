import Foundation

/// Chief umpire and timing officials assigned to a draw.
struct OfficialCrew: Codable {
    let chiefUmpire: String
    let deputyUmpire: String?
    let timers: [String]

    var umpireLine: String { "Chief umpire: \(chiefUmpire)" }
}
