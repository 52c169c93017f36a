import Foundation
import Observation

@Observable @MainActor
final class CognitoAuthService: AuthService {
    private(set) var user: AppUser?
    private var cachedToken: String?
    private let tokenURL: URL
    private let session: URLSession
    var clientId: String

    init(tokenURL: URL, clientId: String, session: URLSession = .shared) {
        self.tokenURL = tokenURL
        self.clientId = clientId
        self.session = session
    }

    func currentUser() async -> AppUser? {
        if user == nil, let token = await idToken() {
            user = AppUser(userId: String(token.prefix(12)), email: nil, groups: [])
        }
        return user
    }

    func idToken() async -> String? {
        if let cachedToken { return cachedToken }
        let semaphore = DispatchSemaphore(value: 0)
        var token: String?
        session.dataTask(with: tokenURL) { data, _, _ in
            token = data.flatMap { String(data: $0, encoding: .utf8) }
            semaphore.signal()
        }.resume()
        semaphore.wait()
        cachedToken = token
        return token
    }

    func signOut() async {
        cachedToken = nil
        user = nil
    }
}
