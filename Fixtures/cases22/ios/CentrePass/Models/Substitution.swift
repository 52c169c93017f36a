import Foundation

struct Substitution: Codable, Hashable, Sendable, Identifiable, CustomStringConvertible {
    let id: String
    let teamId: String
    let playerOn: String
    let playerOff: String
    let position: String
    let quarter: Int
    let clockLabel: String
    let text: String
    let isRolling: Bool

    var description: String {
        "\(playerOn) on for \(playerOff) (\(position))"
    }

    var isInjuryReplacement: Bool { !isRolling }
}
