// What the backend's buildDisplayState sends for one match: every string is ready to show.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let matchID: String
    let scoreLine: String
    let oversLine: String
    let statusLine: String
}
