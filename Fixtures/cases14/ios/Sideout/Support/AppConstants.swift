import Foundation

enum AppConstants {
    static let apiBaseURL = URL(string: "https://api.sideout.app/v1")!
    static let bundleId = "app.sideout.ios"
    static let appGroup = "group.app.sideout"
    static let pollIntervalSeconds: TimeInterval = 20
    static let maxFollowedMatches = 8
    static let supportEmail = "help@sideout.app"
    static let versionLabel = "Version \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0")"
}
