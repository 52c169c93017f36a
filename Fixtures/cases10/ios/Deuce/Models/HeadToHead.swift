import Foundation

struct HeadToHead: Codable, Hashable {
    let playerA: String
    let playerB: String
    let winsA: Int
    let winsB: Int
    let meetings: [Meeting]

    var recordText: String { "\(winsA)–\(winsB)" }

    struct Meeting: Codable, Hashable, Sendable {
        let year: Int
        let tournament: String
        let round: String
        let winnerId: String
        let score: String
        let surface: String
    }
}
