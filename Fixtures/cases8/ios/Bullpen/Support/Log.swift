import os

enum Log {
    static let scoreboard = Logger(subsystem: "com.bullpen.app", category: "scoreboard")
    static let follow = Logger(subsystem: "com.bullpen.app", category: "follow")
    static let activity = Logger(subsystem: "com.bullpen.app", category: "live-activity")
    static let standings = Logger(subsystem: "com.bullpen.app", category: "standings")
}
