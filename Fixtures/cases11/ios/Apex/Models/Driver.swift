import Foundation

struct Driver: Codable, Hashable, Sendable, Identifiable {
    let code: String
    let fullName: String
    let teamName: String
    let teamColorName: String
    let countryFlag: String
    let carNumberText: String
    var isFavourite: Bool

    var id: String { code }

    var rosterLine: String {
        "#\(carNumberText) \(fullName.uppercased()) · \(teamName)"
    }
}
