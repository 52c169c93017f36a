import Foundation

final class PushRegistration: Codable {
    let matchId: String
    let token: String
    let environment: String

    init(matchId: String, token: String, environment: String) {
        self.matchId = matchId
        self.token = token
        self.environment = environment
    }
}
