import Foundation

extension Race {
    static func distanceLabel(yards: Int) -> String {
        let miles = yards / 1760
        let furlongs = (yards % 1760) / 220
        return miles > 0 ? "\(miles)m \(furlongs)f" : "\(furlongs)f"
    }

    var shortTitle: String {
        "\(courseName) \(offTimeText)"
    }

    var nonRunnerCount: Int {
        runners.filter(\.isNonRunner).count
    }

    var activeRunners: [Runner] {
        runners.filter { !$0.isNonRunner }
    }
}

extension RaceResult {
    var headline: String {
        hadPhotoFinish ? "Photo finish — \(winnerName) by a short head" : "\(winnerName) wins at \(winnerSpText)"
    }

    var placedHorseNames: [String] { placings.map(\.horseName) }
}

extension Meeting {
    var statusLine: String {
        if isAbandoned { return "Abandoned — \(goingText)" }
        return "\(races.count) races · \(goingText)"
    }
}
