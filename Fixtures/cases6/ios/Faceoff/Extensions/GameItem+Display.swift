import Foundation

extension GameItem {
    /// Navigation title on the game screen, e.g. "TOR @ BOS".
    var matchupTitle: String {
        "\(away.abbrev) @ \(home.abbrev)"
    }

    /// Opens this game from widgets, notifications and Live Activities.
    var deepLink: URL {
        URL(string: "faceoff://game/\(gameId)")!
    }
}
