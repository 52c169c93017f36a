import Foundation

extension MatchItem: Identifiable {
    var id: String { matchId }
}

extension MatchEvent: Identifiable {
    var id: String { eventId }
}
