import Foundation

extension PlayerLine {
    var scoreboardName: String {
        isServing ? "\(name) •" : name
    }

    var gamesAndPoints: String {
        "\(gamesWon) (\(pointsInGame))"
    }

    var pointsToGameBall: Int {
        max(0, 10 - pointsInGame)
    }

    var accessibilityName: String { name }
}
