import OSLog

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "app.deuce"

    static let network = Logger(subsystem: subsystem, category: "network")
    static let liveActivity = Logger(subsystem: subsystem, category: "live-activity")
    static let auth = Logger(subsystem: subsystem, category: "auth")
    static let ui = Logger(subsystem: subsystem, category: "ui")
}
