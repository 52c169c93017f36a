import Foundation

/// Which pushes the user wants for a followed match. Sent to
/// PUT /user/alerts as-is.
struct AlertPreferences: Codable, Hashable, Sendable {
    let matchStart: Bool
    let setEnd: Bool
    let breakOfServe: Bool
    let tiebreak: Bool
    let rainDelay: Bool
    let matchResult: Bool

    static let defaults = AlertPreferences(
        matchStart: true,
        setEnd: true,
        breakOfServe: false,
        tiebreak: true,
        rainDelay: true,
        matchResult: true
    )
}

struct DeviceRegistration: Codable, Hashable, Sendable {
    let deviceToken: String
    let locale: String
    let timeZone: String
    let appVersion: String
}
