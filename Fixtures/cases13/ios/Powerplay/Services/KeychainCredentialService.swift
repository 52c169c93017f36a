import Foundation
import Observation
import Security

@Observable
@MainActor
final class KeychainCredentialService: CredentialService {
    private(set) var currentUser: AppUser?

    private let service = "app.powerplay.auth"
    private let refresher: any TokenRefreshing

    init(refresher: any TokenRefreshing) {
        self.refresher = refresher
    }

    func accessToken() async throws -> String {
        guard let tokens = try await loadTokens() else { throw AuthError.signedOut }
        if tokens.expiresAt > .now.addingTimeInterval(60) {
            return tokens.accessToken
        }
        let refreshed = try await refresher.refresh(using: tokens.refreshToken)
        try await store(refreshed)
        return refreshed.accessToken
    }

    func store(_ tokens: AuthTokens) async throws {
        let data = try JSONEncoder().encode(tokens)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
        ]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = data
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else { throw AuthError.keychain(status) }
        currentUser = AppUser(idToken: tokens.idToken)
    }

    func signOut() async {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary)
        currentUser = nil
    }

    private func loadTokens() async throws -> AuthTokens? {
        var item: CFTypeRef?
        let status = SecItemCopyMatching([
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnData as String: true,
        ] as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return nil }
        return try JSONDecoder().decode(AuthTokens.self, from: data)
    }
}
