import Foundation

/// Helpers shared by the leaderboard and the player sheet.

func projectedCutMargin(for entry: LeaderboardEntry, cutToPar: Int) -> Int {
    cutToPar - entry.toPar
}

func averageStrokesPerHole(_ entry: LeaderboardEntry) -> Double {
    guard entry.holesCompleted > 0 else { return 0 }
    return Double(entry.totalStrokes) / Double(entry.holesCompleted)
}

func holesThruCount(from entry: LeaderboardEntry) -> Int? {
    let thruParts = entry.thruDisplay.split(separator: " ")
    return thruParts.last.flatMap { Int($0) }
}

/// Emoji flags: Live Activities and rows cannot load network images.
let countryFlags: [String: String] = [
    "USA": "🇺🇸",
    "NIR": "🇬🇧",
    "JPN": "🇯🇵",
    "KOR": "🇰🇷",
    "SWE": "🇸🇪",
]

func flag(for countryCode: String) -> String {
    countryFlags[countryCode] ?? "🏳️"
}
