import os

extension Logger {
    static func peloton(category: String) -> Logger {
        Logger(subsystem: "app.peloton.ios", category: category)
    }
}
