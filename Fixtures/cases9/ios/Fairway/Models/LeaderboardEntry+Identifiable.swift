import Foundation

// Identifiable lives here so the generated file stays untouched.
extension LeaderboardEntry: Identifiable {
    var id: String { playerId }
}
