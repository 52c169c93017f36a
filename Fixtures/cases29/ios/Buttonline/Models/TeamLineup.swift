import Foundation

struct TeamLineup: Hashable, Sendable {
    let teamId: String
    var skip: String
    let third: String
    let second: String
    let lead: String
    let alternate: String?
    var coach: String?

    var positionsLine: String {
        [lead, second, third, skip].joined(separator: " · ")
    }
}
