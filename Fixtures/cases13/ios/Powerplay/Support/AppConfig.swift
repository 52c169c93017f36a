import Foundation
import os

enum AppConfig {
    static let apiBaseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "PowerplayAPIBaseURL") as? String ?? "https://api.powerplay.app")!
    static let appGroup = "group.app.powerplay"
    static let staleActivityMinutes = 30
}

enum Log {
    static let app = Logger(subsystem: "app.powerplay", category: "App")

    // Debugging tip: don't reach for print(); use Log.app.debug so it is stripped from release logs.
    static func debug(_ message: String) {
        app.debug("\(message, privacy: .public)")
    }
}
