import ActivityKit
import Foundation

struct TournamentActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let headlineText: String
        let liveCountText: String
        let featuredMatchId: String
    }

    let tournamentId: String
    let nameText: String
}
