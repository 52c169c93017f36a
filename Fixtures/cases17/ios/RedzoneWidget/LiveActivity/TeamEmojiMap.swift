import Foundation

enum TeamEmojiMap {
    static let byAbbreviation: [String: String] = [
        "KC": "🏹", "BUF": "🦬", "PHI": "🦅", "DAL": "⭐️", "SF": "⛏️", "DET": "🦁",
    ]
}
