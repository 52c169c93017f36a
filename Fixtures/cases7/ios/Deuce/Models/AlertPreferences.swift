import Foundation

/// Mirrors AlertPreferencesSchema (PUT /user/device/:token/preferences).
struct AlertPreferences: Codable, Hashable, Sendable {
    let breakPoints: Bool
    let setResults: Bool
    let matchResults: Bool
    let rainDelays: Bool
    let leadMinutes: Int
    var quietFrom: String

    static let defaults = AlertPreferences(
        breakPoints: false,
        setResults: true,
        matchResults: true,
        rainDelays: true,
        leadMinutes: 15,
        quietFrom: "23:00"
    )
}
