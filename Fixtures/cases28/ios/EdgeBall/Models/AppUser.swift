import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let groups: [String]

    var isAdmin: Bool { groups.contains("admin") }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var decodedGroups = try container.decodeIfPresent([String].self, forKey: .groups) ?? []
        decodedGroups.removeAll { $0.isEmpty }
        userId = try container.decode(String.self, forKey: .userId)
        email = try container.decode(String.self, forKey: .email)
        groups = decodedGroups
    }

    private enum CodingKeys: String, CodingKey {
        case userId, email, groups = "cognito:groups"
    }
}
