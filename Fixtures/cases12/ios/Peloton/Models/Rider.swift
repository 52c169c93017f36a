import Foundation

struct Rider: Codable, Hashable, Identifiable {
    let riderId: String
    let firstName: String
    let lastName: String
    let teamId: String
    let nationalityFlag: String
    let bibNumber: Int
    var isFavorite: Bool

    var id: String { riderId }

    var shortName: String {
        "\(firstName.prefix(1)). \(lastName.uppercased())"
    }
}
