import os

enum Log {
    static let network = Logger(subsystem: "app.apex.ios", category: "network")
    static let activity = Logger(subsystem: "app.apex.ios", category: "live-activity")
    static let follow = Logger(subsystem: "app.apex.ios", category: "follow")
}
