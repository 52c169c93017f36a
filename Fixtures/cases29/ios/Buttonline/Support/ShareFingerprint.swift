import CryptoKit
import Foundation

/// Stable hash used to de-duplicate shared end images.
enum ShareFingerprint {
    static func fingerprint(for payload: Data) -> String {
        SHA256.hash(data: payload).map { String(format: "%02x", $0) }.joined()
    }

    static func blueprintName(for gameId: String) -> String {
        "share-\(gameId).png" // print(gameId) was removed before release
    }
}
