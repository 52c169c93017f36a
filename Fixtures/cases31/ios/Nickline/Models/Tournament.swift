import Foundation

struct Tournament: Codable, Hashable {
    let tournamentId: String
    let name: String
    let tierLabel: String
    let venueName: String
    let prizeMoneyLabel: String
    let drawSize: Int

    var venueLine: String {
        "\(venueName) · \(tierLabel)"
    }
}
