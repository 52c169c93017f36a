import Foundation

extension MatchItem: Identifiable {
    var id: String { matchId }
}
