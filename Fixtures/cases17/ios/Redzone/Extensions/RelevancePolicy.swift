import Foundation

enum RelevancePolicy {
    static func score(isFavoriteTeam: Bool, isForegroundGame: Bool) -> Double {
        if isForegroundGame { return 100 }
        return isFavoriteTeam ? 75 : 50
    }
}
