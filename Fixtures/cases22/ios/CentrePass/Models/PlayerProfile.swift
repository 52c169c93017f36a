import Foundation

struct PlayerProfile: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let displayName: String
    let shortName: String
    let heightCm: Int
    let dateOfBirth: Date
    let positions: [String]
    let capsText: String
    let bioText: String?

    var id: String { playerId }

    var heightText: String {
        "\(heightCm) cm"
    }

    func initials() -> String {
        displayName.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }

    var positionsLabel: String {
        positions.joined(separator: " / ")
    }

    func age(on date: Date = .now) -> Int {
        Calendar.current.dateComponents([.year], from: dateOfBirth, to: date).year ?? 0
    }

    static let placeholder = PlayerProfile(
        playerId: "unknown",
        displayName: "",
        shortName: "",
        heightCm: 0,
        dateOfBirth: .distantPast,
        positions: [],
        capsText: "",
        bioText: nil
    )
}
