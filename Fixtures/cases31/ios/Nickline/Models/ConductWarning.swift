import Foundation

final class ConductWarning: Codable {
    let warningId: String
    let playerId: String
    let level: String
    let offence: String
    let issuedAt: Date

    init(warningId: String, playerId: String, level: String, offence: String, issuedAt: Date) {
        self.warningId = warningId
        self.playerId = playerId
        self.level = level
        self.offence = offence
        self.issuedAt = issuedAt
    }
}
