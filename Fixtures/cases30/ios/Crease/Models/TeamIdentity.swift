import Foundation

/// Team identity shared by the app and the widget. Keep the widget copy byte-identical.
struct TeamIdentity: Codable, Hashable, Sendable {
    let teamId: String
    let name: String
    let abbreviation: String
    let emoji: String
    let colorKey: String
    let league: String
}
