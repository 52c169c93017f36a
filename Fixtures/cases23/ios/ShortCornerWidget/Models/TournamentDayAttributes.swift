import ActivityKit
import Foundation

struct TournamentDayAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let leadingText: String
        let trailingText: String
        let headline: String
        let fixtures: [TournamentFixtureLine]
    }

    let tournamentId: String
    let title: String
    let deepLink: URL
}

struct TournamentFixtureLine: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let pairingText: String
    let scoreText: String
    let statusText: String
}
