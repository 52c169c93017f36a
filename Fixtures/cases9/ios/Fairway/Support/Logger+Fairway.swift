import os

extension Logger {
    enum Category: String {
        case leaderboard, liveActivity, follows, weather, navigation
    }

    static func fairway(_ category: Category) -> Logger {
        Logger(subsystem: "com.fairway.app", category: category.rawValue)
    }
}
