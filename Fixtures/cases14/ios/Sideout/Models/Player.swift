import Foundation

struct Player: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let shirtNumber: Int
    let position: String
    let kills: Int
    let blocks: Int
    let aces: Int
    let hittingPctLabel: String
    let isOnCourt: Bool

    func statLine() -> String {
        "\(kills) K · \(blocks) B · \(aces) A"
    }
}
