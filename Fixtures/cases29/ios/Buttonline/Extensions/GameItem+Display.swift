import Foundation

// Convenience accessors used by the schedule and game-center screens.
extension GameItem {
    var compactScore: String {
        "\(homeTotal)–\(awayTotal)"
    }

    var endNumber: Int? {
        Int(endLabel.components(separatedBy: " ").last ?? "")
    }

    var marginText: String {
        let margin = homeTotal - awayTotal
        return margin == 0 ? "Level" : "\(abs(margin)) up"
    }

    var thinkingTimeUsed: Double? {
        guard let raw = statusLine.split(separator: "·").last else { return nil }
        return Double(raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "min", with: ""))
    }

    var drawTime: String {
        startTime.formatted(date: .omitted, time: .shortened)
    }

    var accessibilityScore: String {
        scoreline
    }
}
