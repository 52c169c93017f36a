import os

enum Log {
    static let app = Logger(subsystem: "app.sideout", category: "app")
    static let activity = Logger(subsystem: "app.sideout", category: "live-activity")
    static let follow = Logger(subsystem: "app.sideout", category: "follow")
    static let push = Logger(subsystem: "app.sideout", category: "push")
}
